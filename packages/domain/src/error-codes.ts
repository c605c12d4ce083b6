/**
 * Every error code the API answers with (`{ error: { code, message } }`), kept in one place so the
 * server and the web app spell each the same way. The values are the wire format: never change
 * one, add a new code instead. The last three never come from the server: the web client uses
 * them for a request that could not reach it.
 */
export const ERROR_CODES = {
  // Any route
  badRequest: 'bad_request',
  badUrl: 'bad_url',
  bodyTooLarge: 'body_too_large',
  databaseUnavailable: 'database_unavailable',
  forbidden: 'forbidden',
  internalError: 'internal_error',
  invalidCharacters: 'invalid_characters',
  invalidInput: 'invalid_input',
  invalidJson: 'invalid_json',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  unsupportedMediaType: 'unsupported_media_type',
  urlTooLong: 'url_too_long',

  // Beta access, sign-in and sessions
  invalidAccessCode: 'invalid_access_code',
  accountExists: 'account_exists',
  accountNotFound: 'account_not_found',
  deliveryFailed: 'delivery_failed',
  phoneOptedOut: 'phone_opted_out',
  phoneInvalid: 'phone_invalid',
  emailUnavailable: 'email_unavailable',
  smsUnavailable: 'sms_unavailable',
  invalidIdentifier: 'invalid_identifier',
  invalidCode: 'invalid_code',
  expiredCode: 'expired_code',
  tooManyAttempts: 'too_many_attempts',
  signInLocked: 'sign_in_locked',
  invalidUnlockLink: 'invalid_unlock_link',
  identifierTaken: 'identifier_taken',
  identifierUnchanged: 'identifier_unchanged',
  invalidUndoLink: 'invalid_undo_link',
  notAuthenticated: 'not_authenticated',
  invalidToken: 'invalid_token',
  expiredToken: 'expired_token',
  refreshTokenReused: 'refresh_token_reused',
  sessionNotFound: 'session_not_found',

  // Profile, results and the diagnosis
  profileRequired: 'profile_required',
  profileNotFound: 'profile_not_found',
  profileExists: 'profile_exists',
  birthMonthSet: 'birth_month_set',
  invalidBirthMonth: 'invalid_birth_month',
  weightRequired: 'weight_required',
  movementNotFound: 'movement_not_found',
  tooManyTrials: 'too_many_trials',
  idUsedElsewhere: 'id_used_elsewhere',
  severalTrials: 'several_trials',
  normsUnavailable: 'norms_unavailable',
  liveUnavailable: 'live_unavailable',
  invalidStreamTicket: 'invalid_stream_ticket',
  tooManyStreams: 'too_many_streams',
  invalidUnsubscribeLink: 'invalid_unsubscribe_link',

  // Billing
  billingNotConfigured: 'billing_not_configured',
  billingUnavailable: 'billing_unavailable',
  unknownTier: 'unknown_tier',
  planNotOffered: 'plan_not_offered',
  alreadySubscribed: 'already_subscribed',
  betaGrantRequired: 'beta_grant_required',
  teamNotFound: 'team_not_found',
  athleteNotFound: 'athlete_not_found',
  inviteInvalid: 'invite_invalid',
  ownTeam: 'own_team',
  inviteExpired: 'invite_expired',
  inviteNameRefused: 'invite_name_refused',
  removedFromTeam: 'removed_from_team',
  enteredByCoach: 'entered_by_coach',
  checkoutBeingConfirmed: 'checkout_being_confirmed',
  noCustomer: 'no_customer',
  invalidSignature: 'invalid_signature',
  invalidPayload: 'invalid_payload',
  subscriptionChanging: 'subscription_changing',

  // Videos, folders, tags and the import
  unknownCategory: 'unknown_category',
  videoExists: 'video_exists',
  folderNameRequired: 'folder_name_required',
  folderHasSubfolders: 'folder_has_subfolders',
  folderConfirmationRequired: 'folder_confirmation_required',
  unknownParentFolder: 'unknown_parent_folder',
  unknownTag: 'unknown_tag',
  noVideosSelected: 'no_videos_selected',
  tagNameRequired: 'tag_name_required',
  importNotConfigured: 'import_not_configured',
  importRunning: 'import_running',
  vimeoError: 'vimeo_error',
  thumbnailUnavailable: 'thumbnail_unavailable',

  // Content: the paywall, categories, prescription videos (docs/product/content.md)
  subscriptionRequired: 'subscription_required',
  categoryExists: 'category_exists',
  categoryInUse: 'category_in_use',
  unknownVideo: 'unknown_video',

  // The timing-file import (docs/product/timing-import.md)
  timingFileUnreadable: 'timing_file_unreadable',
  importBatchNotFound: 'import_batch_not_found',

  // Raised by the web client only
  offline: 'offline',
  networkError: 'network_error',
  httpError: 'http_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
