import { levelChoiceProblem } from '@gamespeed/domain';
import { birthMonthProblem } from '@gamespeed/domain/age';
import {
  birthMonthRequestSchema,
  levelRequestSchema,
  levelResponseSchema,
  newProfileSchema,
  physicalInfoSchema,
  profileSchema,
  retestReminderRequestSchema,
  updateProfileRequestSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdminIdentifier } from '../../auth/admin';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { errorResponses, errorsFor, signedInRoutes } from '../../lib/schemas';
import { authOf, profileOf, requireAthlete, requireProfile } from '../../plugins/auth';
import { getSignedInAccount } from '../../repositories/accounts';
import { recomputeAssessment } from '../../repositories/assessments';
import { levelOf } from '../../repositories/athlete-levels';
import {
  createProfile,
  type ProfileChanges,
  setBirthMonthOnce,
  toProfileDto,
  updateProfile,
} from '../../repositories/profiles';
import { recomputeSprintProfiles } from '../../repositories/sprint-profiles';

/** The signed-in user's own profile. Nobody reads or writes another's here. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profileRoute = signedInRoutes('profile');

  app.get(
    '/profile',
    profileRoute({
      summary: 'Your profile',
      response: { 200: profileSchema, ...errorsFor(404) },
    }),
    async (request) => {
      const auth = authOf(request);
      if (!auth.profile)
        throw new AppError(404, ERROR_CODES.profileNotFound, 'You have not chosen a role yet.');
      return toProfileDto(auth.profile);
    },
  );

  app.post(
    '/profile',
    profileRoute({
      summary: 'Creates your profile (role selection): athlete or coach',
      body: newProfileSchema,
      response: { 201: profileSchema, ...errorsFor(409) },
    }),
    async (request, reply) => {
      const auth = authOf(request);
      const account = await getSignedInAccount(app.db, auth.accountId);
      const admin = isAdminIdentifier(app.config.adminIdentifiers, account.email, account.phone);
      const created = await createProfile(app.db, {
        id: account.id,
        firstName: request.body.firstName,
        lastName: request.body.lastName,
        email: account.email,
        phone: account.phone,
        role: request.body.role,
        isAdmin: admin,
      });
      if (!created) throw conflict(ERROR_CODES.profileExists, 'You already have a profile.');
      return reply.status(201).send(toProfileDto(created));
    },
  );

  app.patch(
    '/profile',
    profileRoute(requireProfile, {
      summary: 'Updates your names, e-mail and phone',
      body: updateProfileRequestSchema,
      response: { 200: profileSchema, ...errorsFor(403) },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      ) as ProfileChanges;
      if (Object.keys(changes).length === 0) return toProfileDto(profile);
      const updated = await updateProfile(app.db, profile.id, changes);
      return toProfileDto(updated!);
    },
  );

  app.put(
    '/profile/physical',
    profileRoute(requireProfile, {
      summary: 'Sets your position, height (in) and weight (lbs)',
      body: physicalInfoSchema,
      response: { 200: profileSchema, ...errorsFor(403) },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const updated = await app.db.transaction(async (tx) => {
        const row = await updateProfile(tx, profile.id, request.body);
        // Force and power are per kilogram of this body: the sprint profiles follow at once.
        if (
          row &&
          (row.heightInches !== profile.heightInches || row.weightLbs !== profile.weightLbs)
        )
          await recomputeSprintProfiles(tx, profile.id);
        // A new weight compares with another bodyweight row: the diagnosis follows at once.
        const reassessed = await recomputeAssessment(tx, profile.id);
        return reassessed?.profile ?? row!;
      });
      return toProfileDto(updated);
    },
  );

  app.put(
    '/profile/retest-reminder',
    profileRoute(requireAthlete, {
      summary: 'Sets your retest reminder: every 4, 6 or 8 weeks, or null for off',
      body: retestReminderRequestSchema,
      response: { 200: profileSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const row = await updateProfile(app.db, profile.id, {
        retestReminderWeeks: request.body.weeks,
      });
      return toProfileDto(row!);
    },
  );

  app.get(
    '/profile/level',
    profileRoute(requireAthlete, {
      summary: 'Your level: the one chosen in Settings and the one benchmarks use',
      response: { 200: levelResponseSchema, ...errorResponses },
    }),
    async (request) => levelOf(app.db, profileOf(request).profile, app.config.now()),
  );

  app.put(
    '/profile/level',
    profileRoute(requireAthlete, {
      summary: 'Sets the level chosen in Settings and the graduation year',
      body: levelRequestSchema,
      response: { 200: levelResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const now = app.config.now();
      const problem = levelChoiceProblem(request.body, now);
      if (problem) throw badRequest(ERROR_CODES.invalidInput, `body.graduationYear: ${problem}`);
      const row = await updateProfile(app.db, profile.id, {
        level: request.body.level,
        graduationYear: request.body.graduationYear,
      });
      return levelOf(app.db, row!, now);
    },
  );

  app.put(
    '/profile/birth-month',
    profileRoute(requireAthlete, {
      summary:
        'Sets your birth month and year, once (athletes; coaches see only the age group). A change afterwards goes through support.',
      body: birthMonthRequestSchema,
      response: { 200: profileSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const problem = birthMonthProblem(request.body, app.config.now().toISOString().slice(0, 10));
      if (problem) throw badRequest(ERROR_CODES.invalidBirthMonth, problem);
      const row = await setBirthMonthOnce(app.db, profile.id, request.body);
      if (!row)
        throw conflict(
          ERROR_CODES.birthMonthSet,
          'Your birth month is already saved. Contact support to correct it.',
        );
      return toProfileDto(row);
    },
  );
};
