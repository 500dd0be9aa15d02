/** The page's local cache; see README.md. Import it with `import()` where the entry must stay small. */
export {
  browserLocalCache,
  createLocalCache,
  entryFrom,
  DEFAULT_CACHE_DB_NAME,
  DEFAULT_CACHE_STORE_NAME,
  SESSION_KEY_PREFIX,
  type CacheBackend,
  type CachedEntry,
  type CacheListing,
  type LocalCache,
  type LocalCacheOptions,
} from './localCache';
