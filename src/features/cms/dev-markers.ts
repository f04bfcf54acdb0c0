/** Development shows markers for CMS content that needs an editor's attention; shoppers never see them. */
export function showDevMarkers(): boolean {
  return import.meta.env.DEV
}
