/**
 * How the portal's build is cut into chunks, where more than the build needs to know it (the
 * bench tells the app's own code from the libraries' by it).
 */

/** The chunk holding the libraries every portal page runs: React, the router, mobx. */
export const PORTAL_LIBRARIES_CHUNK = 'libraries';

/** Those libraries, by their folders under node_modules. */
export const PORTAL_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|use-sync-external-store)[\\/]/;
