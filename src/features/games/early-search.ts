/**
 * The home page's search box is in the server's page well before the code that filters the games
 * has arrived and run on a slow phone. This script, inline at the top of the page
 * (src/entry-server.tsx), filters the server's tiles meanwhile: each tile carries its names
 * (`data-search`, `searchableNames`) and a typed word becomes a style rule that hides the tiles
 * and categories it does not match, with the needle taken as `searchNeedle` takes it. The app
 * hands it the search once its own list shows the same word (`stopEarlySearch`).
 */
export const EARLY_SEARCH = `(function(){var style=document.createElement('style');function filter(event){var box=event.target;if(!(box instanceof HTMLInputElement)||box.type!=='search')return;var needle=box.value.trim().toLocaleLowerCase();window.__earlySearch=needle;var match='[data-search*="'+CSS.escape(needle)+'"]';style.textContent=needle?'main li[data-search]:not('+match+'),main section:has(li[data-search]):not(:has(li'+match+')){display:none}':'';if(!style.isConnected)document.head.appendChild(style)}addEventListener('input',filter,true);window.__stopEarlySearch=function(){removeEventListener('input',filter,true);style.remove()}})()`

declare global {
  interface Window {
    __earlySearch?: string
    __stopEarlySearch?: () => void
  }
}

/**
 * Called each time the app's list has rendered for `listedNeedle`: once that is the word in the
 * box (or nothing was typed early), the app's list is the one to trust and the early filter goes.
 */
export function stopEarlySearch(listedNeedle: string): void {
  const typedEarly = window.__earlySearch
  if (typedEarly !== undefined && typedEarly !== listedNeedle) return
  window.__stopEarlySearch?.()
  delete window.__stopEarlySearch
  delete window.__earlySearch
}
