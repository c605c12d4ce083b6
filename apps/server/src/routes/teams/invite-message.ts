/**
 * The words of a team invite (docs/product/teams.md, "Sending an invite"). The text is fixed;
 * only the coach's and the team's names, the link and the code change, and the names stand in
 * quotes after a label so that no name can read as the app's own sentence. The subject has no
 * name in it at all.
 */
import { formatInviteCode } from '@gamespeed/domain';

export interface InviteParts {
  coachName: string;
  teamName: string;
  link: string;
  inviteCode: string;
}

/** Where an athlete who already has the app types a code. */
export const JOIN_MENU_PATH = 'Settings, Join a Team';

export const INVITE_EMAIL_SUBJECT = 'Your invite to a team on GameSpeed';

export function inviteEmailText({ coachName, teamName, link, inviteCode }: InviteParts): string {
  return [
    `Coach "${coachName}" invites you to join the team "${teamName}" on GameSpeed.`,
    '',
    `To join, open ${link}`,
    `or enter the team code ${formatInviteCode(inviteCode)} in the app (${JOIN_MENU_PATH}).`,
    '',
    'The names in quotes were typed by the coach. If you do not know this coach, you can ignore this message.',
  ].join('\n');
}

export function inviteSmsText({ coachName, teamName, link, inviteCode }: InviteParts): string {
  return `GameSpeed team invite. Coach: "${coachName}". Team: "${teamName}". Join: ${link} or enter the team code ${formatInviteCode(inviteCode)} in the app (${JOIN_MENU_PATH}).`;
}
