// React 18 and later provide useSyncExternalStore. wouter and react-i18next
// import it from the use-sync-external-store shim, which carries a fallback
// for older Reacts; portgen.json aliases the shim to this module, so that
// the fallback stays out of the JS every visitor loads.
export { useSyncExternalStore } from 'react'
