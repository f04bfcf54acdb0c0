/**
 * The `elementtiming` name of the page's LCP image. Chromium then reports the moment the image was
 * painted on screen as a PerformanceElementTiming entry, so the deferred entry loader
 * (src/entry-loader.ts) can start the client JavaScript only once the image is on screen. Its load
 * event is not enough: decoding, raster and compositing follow it, so JavaScript started then can
 * still finish before the paint, and Lighthouse's simulation then counts all of it towards the LCP.
 * Browsers without element timing ignore the attribute.
 */
export const LCP_ELEMENT_TIMING = 'lcp-image'

declare module 'react' {
  // React passes the attribute through unchanged; its DOM typings do not list it yet.
  interface ImgHTMLAttributes<T> {
    elementtiming?: string
  }
}
