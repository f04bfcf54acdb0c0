import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { inlineJsonLd, storeJsonLd } from '../seo/json-ld.ts'
import { mapsScriptUrl, useMapsApiKey } from './maps-config.ts'
import { openingHoursRows } from './opening-hours.ts'
import { directionsUrl, SHOWROOM } from './showroom.ts'
import { useApp } from '../../app/app-context.ts'

interface MapsApi {
  maps: {
    Map: new (element: HTMLElement, options: Record<string, unknown>) => unknown
    Marker: new (options: Record<string, unknown>) => unknown
  }
}

const CALLBACK = '__gartenwerkMapsReady'

/** Loads the Maps script once per page; resolves with the API when its callback fires. */
function loadMaps(url: string): Promise<MapsApi> {
  const global = window as unknown as Record<string, unknown>
  const existing = global.__gartenwerkMaps as Promise<MapsApi> | undefined
  if (existing) return existing
  const promise = new Promise<MapsApi>((resolve, reject) => {
    global[CALLBACK] = () => resolve(global.google as MapsApi)
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onerror = () => reject(new Error('The map could not be loaded'))
    document.head.append(script)
  })
  global.__gartenwerkMaps = promise
  return promise
}

/**
 * The interactive map, only with a configured key, and only once it scrolls into view. Until then
 * (and when loading fails) the static fallback stays in place in the same box.
 */
function InteractiveMap({ apiKey, onFailure }: { apiKey: string; onFailure: () => void }) {
  const { i18n } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    let cancelled = false
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      loadMaps(mapsScriptUrl(apiKey, i18n.locale, CALLBACK))
        .then((google) => {
          if (cancelled) return
          const center = { lat: SHOWROOM.geo.lat, lng: SHOWROOM.geo.lng }
          const map = new google.maps.Map(element, {
            center,
            zoom: 15,
            mapTypeControl: false,
            streetViewControl: false,
          })
          new google.maps.Marker({ map, position: center, title: SHOWROOM.name })
        })
        .catch(() => {
          if (!cancelled) onFailure()
        })
    })
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [apiKey, i18n.locale, onFailure])
  return <div ref={box} className="showroom__map showroom__map--live" data-map="interactive" />
}

/**
 * The showroom: address, weekly opening hours, a directions link, and the map — interactive only
 * when a maps key is configured (places library, weekly version), otherwise a static fallback that
 * requests nothing from the map provider. Also publishes the store's structured data.
 */
export function ShowroomMap() {
  const { t, i18n } = useLingui()
  const apiKey = useMapsApiKey()
  const [failed, setFailed] = useState(false)
  const onFailure = useCallback(() => setFailed(true), [])
  const { origins, locale } = useApp()
  const headingId = useId()
  const rows = openingHoursRows(i18n.locale, SHOWROOM.hours)
  const structured = storeJsonLd({
    name: SHOWROOM.name,
    url: `${origins[locale]}/`,
    telephone: SHOWROOM.phoneDisplay,
    address: {
      street: SHOWROOM.street,
      postalCode: SHOWROOM.postalCode,
      city: SHOWROOM.city,
      country: SHOWROOM.country,
    },
    geo: SHOWROOM.geo,
    hours: SHOWROOM.hours,
  })
  return (
    <section className="showroom" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Visit our showroom`}</h2>
      <div className="showroom__facts">
        <address className="showroom__address">
          {SHOWROOM.name}
          <br />
          {SHOWROOM.street}
          <br />
          {SHOWROOM.postalCode} {SHOWROOM.city}
          <br />
          <a href={SHOWROOM.phoneHref}>{SHOWROOM.phoneDisplay}</a>
        </address>
        <table className="showroom__hours">
          <caption>{t`Opening hours`}</caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.days}>
                <th scope="row">{row.days}</th>
                <td>{row.hours ? `${row.hours.opens}–${row.hours.closes}` : t`Closed`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {apiKey && !failed ? (
        <InteractiveMap apiKey={apiKey} onFailure={onFailure} />
      ) : (
        <div className="showroom__map showroom__map--static" data-map="static">
          <p>{t`Große Elbstraße in Hamburg-Altona, 8 minutes on foot from Königstraße S-Bahn station.`}</p>
        </div>
      )}
      <p>
        <a className="showroom__directions" href={directionsUrl()} target="_blank" rel="noopener noreferrer">
          {t`Get directions (opens Google Maps)`}
        </a>
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, `<` escaped by inlineJsonLd */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJsonLd(structured) }} />
    </section>
  )
}
