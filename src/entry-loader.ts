import { EARLY_CLICKS } from './components/page-hydration.ts'
import { CODE_FAILED_ATTRIBUTE } from './domain/constants.ts'

/**
 * Starts the client entry module once the page's LCP image has been painted, instead of
 * letting the preload scanner fetch the entry and its static imports (about 105 KB gzip) beside the
 * image. On a slow mobile connection they share the bandwidth, so the image (5–8 KB) would arrive
 * only after most of the framework. The page is readable and its forms work from the server HTML, so
 * nothing is lost while the image loads; the entry then starts with all its imports preloaded at once.
 *
 * A classic inline script at the end of the body, rendered on the server only (src/routes/__root.tsx,
 * with the CSP nonce) and removed by itself once it ran, before hydration: the browser's router never
 * needs it, so it is not dehydrated into the page a second time (1.5 KB of every page). It reads the
 * entry and its imports from its own data attributes, so its text is constant and nothing from a
 * request is ever interpolated into code. What can go wrong:
 * - the image fails to load: the entry starts at once (error event);
 * - the image never settles, or the tab is in the background (no animation frames): the entry
 *   starts after FALLBACK_MS anyway;
 * - the entry is in the document already (a development build's script): nothing happens (a module
 *   also runs only once per URL).
 *
 * - the entry or one of its imports fails to load (a network error, a blocked script): `<html>` gets
 *   CODE_FAILED_ATTRIBUTE, and what the page shows only without JavaScript (a `<noscript>`, which a
 *   browser with JavaScript on never shows) is shown through it too (`.shown-without-code`).
 *
 * Until the entry takes over, a press on a button that does nothing without the page's code (a
 * heart, the basket, a menu: any button but a form's submit button, which posts natively) is held
 * and queued (EARLY_CLICKS, which src/components/page-hydration.ts owns with everything else held
 * before hydration); the entry's PageHydration takes the queue over and replays each press once its
 * element has hydrated. Without it, a press on a heart while the page's code is on its way would be
 * lost.
 */

/** The latest the entry waits for the image, in ms. */
const FALLBACK_MS = 3000

const LOADER = `(function(d,w){
var me=d.currentScript,entry=me&&me.getAttribute('data-entry');
if(me)me.remove();
if(!entry)return;
for(var i=0;i<d.scripts.length;i++)if(d.scripts[i].getAttribute('src')===entry)return;
${EARLY_CLICKS}
var started=false;
function start(){
if(started)return;started=true;
(me.getAttribute('data-preloads')||'').split(' ').forEach(function(href){
if(!href)return;var link=d.createElement('link');link.rel='modulepreload';link.href=href;d.head.appendChild(link);});
var steps=(me.getAttribute('data-steps')||'').split(' '),next=0;
function step(){w.setTimeout(evaluate,0);}
function evaluate(){
while(next<steps.length&&!steps[next])next++;
if(next<steps.length){import(steps[next++]).then(step,step);return;}
var script=d.createElement('script');script.type='module';script.src=entry;
script.addEventListener('error',function(){d.documentElement.setAttribute('${CODE_FAILED_ATTRIBUTE}','');});d.head.appendChild(script);}
evaluate();}
function afterPaint(){w.requestAnimationFrame(function(){w.setTimeout(start,0);});}
w.setTimeout(start,${FALLBACK_MS});
var img=d.querySelector('img[fetchpriority="high"]');
if(!img)return afterPaint();
img.addEventListener('error',start);
var P=w.PerformanceObserver,id=img.getAttribute('elementtiming'),r=img.getBoundingClientRect();
if(id&&P&&(P.supportedEntryTypes||[]).indexOf('element')>=0&&r.bottom>0&&r.top<w.innerHeight){
new P(function(list,o){list.getEntries().forEach(function(e){if(e.identifier===id){o.disconnect();w.setTimeout(start,0);}});}).observe({type:'element',buffered:true});
return;}
if(img.complete)return afterPaint();
img.addEventListener('load',afterPaint);
})(document,window)`.replace(/\n/g, '')

export interface EntryLoaderScript {
  attrs: Record<string, string>
  children: string
}

/**
 * The inline script that loads `entry` (and preloads `preloads`) after the LCP image. The chunks of
 * `steps` (dependencies first) are evaluated before it, one task each: evaluating the whole graph
 * with the entry was one task, the longest of every page's load (a failed step goes on: the entry's
 * own import then fails or succeeds as it would have).
 */
export function entryLoaderScript(
  entry: string,
  preloads: readonly string[],
  steps: readonly string[] = [],
): EntryLoaderScript {
  return {
    attrs: {
      'data-entry': entry,
      'data-preloads': preloads.join(' '),
      ...(steps.length > 0 ? { 'data-steps': steps.join(' ') } : {}),
    },
    children: LOADER,
  }
}
