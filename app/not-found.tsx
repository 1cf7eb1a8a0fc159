/**
 * The not-found boundary of the root segment. No page renders it: an unknown URL is the export's
 * 404.html (app/global-not-found.tsx). Without this file Next puts its own styled 404 tree into
 * every page's payload (~2 KB per page).
 */
export default function RootNotFound() {
  return null
}
