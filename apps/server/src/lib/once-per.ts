/**
 * `build(key)` once per key object, kept as long as the key lives: prepared statements per
 * database, remembered tokens per key set.
 */
export function oncePer<Key extends object, Value>(
  build: (key: Key) => Value,
): (key: Key) => Value {
  const built = new WeakMap<Key, Value>();
  return (key) => {
    if (built.has(key)) return built.get(key) as Value;
    const value = build(key);
    built.set(key, value);
    return value;
  };
}
