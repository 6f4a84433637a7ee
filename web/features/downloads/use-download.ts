// Starting a purchased dataset's download: ask the server for a short-lived signed link, then let the browser fetch it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { DownloadFormat } from '../../../common/orders';
import { api, ApiError } from '../../app/api';
import { toast } from '../../app/toast';

export interface DownloadLink {
  url: string;
  filename: string;
  expiresAt: string;
}

export interface DownloadTarget {
  id: string;
  dataset: { slug: string };
}

export interface DownloadBusy {
  grantId: string;
  format: DownloadFormat;
}

/** The server counts a download when the file request starts, so the list is refetched again shortly after. */
export const RECOUNT_DELAY_MS = 1500;

/**
 * The browser downloads the signed link itself: files can be hundreds of MB, so they are never read into a Blob.
 * The anchor's `download` attribute names the file; the server's Content-Disposition says the same.
 */
function saveFromUrl(url: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

export function useDownload(): {
  start(grant: DownloadTarget, format: DownloadFormat): Promise<void>;
  busy: DownloadBusy | null;
} {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<DownloadBusy | null>(null);
  // A ref, not state: two clicks in the same tick must not both get through.
  const inFlight = useRef(new Set<string>());

  const start = useCallback(
    async (grant: DownloadTarget, format: DownloadFormat) => {
      if (inFlight.current.has(grant.id)) return;
      inFlight.current.add(grant.id);
      setBusy({ grantId: grant.id, format });
      try {
        const link = await api<DownloadLink>(`/api/downloads/${encodeURIComponent(grant.id)}/link`, {
          method: 'POST',
          body: { format },
        });
        const filename = link.filename || `${grant.dataset.slug}.${format}`;
        saveFromUrl(link.url, filename);
        toast.success('Download Started', { description: `${filename} is downloading` });
      } catch (error) {
        const expired = error instanceof ApiError && (error.status === 410 || error.code === 'DOWNLOAD_EXPIRED');
        toast.error('Download Failed', {
          description: expired && error.message ? error.message : 'Please try again or contact support',
        });
      } finally {
        inFlight.current.delete(grant.id);
        setBusy((current) => (current?.grantId === grant.id ? null : current));
        void queryClient.invalidateQueries({ queryKey: ['downloads'] });
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: ['downloads'] });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
        }, RECOUNT_DELAY_MS);
      }
    },
    [queryClient],
  );

  return { start, busy };
}
