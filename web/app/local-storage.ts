// localStorage can throw (private mode, quota, disabled storage); the app then behaves as if nothing were stored.
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisting is acceptable: the value only saves work on the next load.
  }
}
