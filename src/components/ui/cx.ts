/**
 * Joins class names, skipping empty parts. Kept apart from utils.ts (which needs
 * react-aria-components) so the chrome every page loads does not pull React Aria in with it.
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ')
}
