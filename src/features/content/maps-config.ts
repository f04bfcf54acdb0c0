import { createContext, useContext } from 'react'

/**
 * The maps key the server exposes (env GOOGLE_MAPS_API_KEY through the server config and the
 * dehydrated app state). Null: no map script is ever requested; the showroom shows its static
 * fallback with an external directions link.
 */
export const MapsConfigContext = createContext<{ apiKey: string | null }>({ apiKey: null })

export function useMapsApiKey(): string | null {
  return useContext(MapsConfigContext).apiKey
}

/** The Maps JavaScript API with the places library, weekly channel, in the page's language. */
export function mapsScriptUrl(apiKey: string, locale: string, callback: string): string {
  const params = new URLSearchParams({
    key: apiKey,
    libraries: 'places',
    v: 'weekly',
    language: locale.slice(0, 2),
    region: locale.slice(3) || 'DE',
    loading: 'async',
    callback,
  })
  return `https://maps.googleapis.com/maps/api/js?${params}`
}
