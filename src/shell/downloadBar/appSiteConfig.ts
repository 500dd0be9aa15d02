/**
 * The `siteConfig` part of the merged app config (seed 000 §3: siteConfig.downloadApp,
 * downloadPcUrl). The service answers `{…, siteConfig: {…}}`; a flat answer is read as is.
 */
import { useEffect, useState } from 'react';
import { useServices } from '../../runtime/hooks';

export interface AppSiteConfig {
  downloadApp: boolean;
  downloadPcUrl: string | null;
  /** Optional explicit target of the app-download QR code. */
  downloadAppUrl: string | null;
}

export function readAppSiteConfig(config: Record<string, unknown> | null): AppSiteConfig {
  const nested = config?.siteConfig;
  const source =
    nested && typeof nested === 'object' ? (nested as Record<string, unknown>) : (config ?? {});
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    downloadApp: source.downloadApp === true,
    downloadPcUrl: text(source.downloadPcUrl),
    downloadAppUrl: text(source.downloadAppUrl),
  };
}

/** The site config once loaded (null while loading; a failed load reads as all off). */
export function useAppSiteConfig(): AppSiteConfig | null {
  const services = useServices();
  const [config, setConfig] = useState<AppSiteConfig | null>(null);
  useEffect(() => {
    let live = true;
    services.appConfig
      .siteConfig()
      .then((value) => live && setConfig(readAppSiteConfig(value)))
      .catch(() => live && setConfig(readAppSiteConfig(null)));
    return () => {
      live = false;
    };
  }, [services]);
  return config;
}
