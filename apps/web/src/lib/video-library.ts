/**
 * The first segment of every video-library query key (coach lists, education, admin lists):
 * an admin's write invalidates this prefix, so coach screens see it without features importing
 * each other. Each feature's `get*QueryOptions` factory builds its keys on it.
 */
export const VIDEO_LIBRARY_QUERY_ROOT = 'video-library';
