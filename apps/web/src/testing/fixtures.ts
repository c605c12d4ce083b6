import type {
  AdminVideo,
  Dashboard,
  Folder,
  Profile,
  RosterRow,
  Session,
  Team,
  TestResult,
  Video,
} from '@gamespeed/domain/contracts';

/**
 * One set of test data for the web tests, each a valid answer of the API: take the default and
 * override what the test is about.
 */

/** A stable id: `testId(7)` → `00000000-0000-4000-8000-000000000007`. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const CREATED_AT = '2025-01-01T00:00:00.000Z';

/** An onboarded athlete: Casey Rivers, CB, 5' 11", 190 lbs. */
export const profileFixture = (overrides: Partial<Profile> = {}): Profile => ({
  id: testId(1),
  firstName: 'Casey',
  lastName: 'Rivers',
  email: 'casey@example.com',
  phone: null,
  role: 'athlete',
  isAdmin: false,
  position: 'CB',
  heightInches: 71,
  weightLbs: 190,
  primaryDeficiency: null,
  deficiencyNotes: null,
  confidenceScore: null,
  assessedAt: null,
  onboardingCompleted: true,
  forceOrForm: 'unassigned',
  subscriptionStatus: 'inactive',
  subscriptionTier: null,
  subscriptionExpires: null,
  hasBillingAccount: false,
  leaderboardOptOut: false,
  retestReminderWeeks: 6,
  level: null,
  graduationYear: null,
  birthYear: 2008,
  birthMonth: 5,
  ...overrides,
});

/** A signed-in session whose access token expires in `expiresInSeconds`. */
export const sessionFixture = (refreshToken = 'r1', expiresInSeconds = 900): Session => ({
  access_token: `access-${refreshToken}`,
  refresh_token: refreshToken,
  token_type: 'bearer',
  expires_in: expiresInSeconds,
  expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  user: { id: testId(1), email: 'casey@example.com', phone: null },
  profile: null,
});

/** A coach video as the library lists it (watchable, not featured). */
export const videoFixture = (overrides: Partial<Video> = {}): Video => ({
  id: testId(101),
  title: 'Acceleration Basics',
  description: null,
  vimeoId: '76979871',
  vimeoHash: null,
  accessible: true,
  thumbnailUrl: null,
  duration: 95,
  tags: [],
  categoryId: null,
  isFeatured: false,
  isPreview: false,
  forRole: 'coach',
  drillType: null,
  createdAt: CREATED_AT,
  ...overrides,
});

/** A video as the admin sees it: in no folder unless `folderIds` says so. */
export const adminVideoFixture = (overrides: Partial<AdminVideo> = {}): AdminVideo => ({
  ...videoFixture(),
  vimeoId: '76979871',
  folderIds: null,
  unavailableReason: null,
  ...overrides,
});

/** A top-level admin folder without tags. */
export const folderFixture = (overrides: Partial<Folder> = {}): Folder => ({
  id: testId(201),
  name: 'Sprints',
  tagIds: [],
  parentFolderId: null,
  createdBy: null,
  createdAt: CREATED_AT,
  ...overrides,
});

/** A saved 40-yard dash of 4.62 s. */
export const testResultFixture = (overrides: Partial<TestResult> = {}): TestResult => ({
  id: testId(301),
  movement: 'forty',
  displayName: '40 Yard Dash',
  unitType: 'time',
  value: 4.62,
  resultType: 'seconds',
  value2: null,
  resultType2: null,
  repNumber: 1,
  createdAt: CREATED_AT,
  testDate: '2025-01-01',
  timingMethod: null,
  note: null,
  clientId: null,
  enteredBy: testId(1),
  enteredByCoach: false,
  enteredByName: null,
  hiddenAt: null,
  hiddenReason: null,
  updatedAt: CREATED_AT,
  deletedAt: null,
  session: null,
  trials: [],
  ...overrides,
});

/** The athlete dashboard's answer for {@link profileFixture} before any test result. */
export const dashboardFixture = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  profile: profileFixture(),
  position: 'CB',
  positionNorm: null,
  powerToSpeedNorm: null,
  gameSpeedNorm: null,
  bestValues: {},
  latestValues: {},
  bestDates: {},
  latestDates: {},
  bestTimings: {},
  prescription: null,
  goal: { kind: 'no-assessment' },
  retest: { kind: 'no-tests', weeks: 6 },
  ...overrides,
});

/** A coach's team without athletes, its invite valid to the end of 2026. */
export const teamFixture = (overrides: Partial<Team> = {}): Team => ({
  id: testId(401),
  name: 'Falcons',
  sportLevel: null,
  inviteCode: 'ABCD2345',
  inviteLink: 'http://localhost:3000/join/0123456789abcdef0123456789abcdef',
  codeExpiresAt: '2026-12-31T00:00:00.000Z',
  createdAt: CREATED_AT,
  athleteCount: 0,
  ...overrides,
});

/** An athlete on the roster, WR of 190 lbs, without tests (so due a first test). */
export const rosterRowFixture = (overrides: Partial<RosterRow> = {}): RosterRow => ({
  athleteId: testId(402),
  firstName: 'Ann',
  lastName: 'Lee',
  position: 'WR',
  weightLbs: 190,
  badge: null,
  biggestGap: null,
  lastTestDate: null,
  retestDueOn: null,
  retestDue: true,
  joinedAt: CREATED_AT,
  ageGroup: '17_18',
  sprintProfile: null,
  ...overrides,
});
