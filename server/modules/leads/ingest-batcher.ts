// Group commit for leads: while one charging call for an import configuration is in flight, leads arriving for it
// wait here and go together in the next call (still in arrival order, each caller getting its own results). Under a
// burst, one database call and one balance lock cover many leads instead of each lead queueing on the advertiser's
// balance row; at low traffic a lead goes alone, at once.
import type { IngestResult } from '../../../common/leads';
import { ingestBatch, type ConfigRow, type IngestOptions, type PipelineDeps, type PreparedLead } from './pipeline';

/** The most leads one call charges: the size of one CSV batch. */
const MAX_BATCH = 1000;

interface Waiting {
  config: ConfigRow;
  leads: PreparedLead[];
  opts: IngestOptions;
  resolve: (results: IngestResult[]) => void;
  reject: (err: unknown) => void;
}

export interface IngestBatcher {
  ingest(config: ConfigRow, leads: PreparedLead[], opts: IngestOptions): Promise<IngestResult[]>;
}

export function createIngestBatcher(deps: PipelineDeps): IngestBatcher {
  const queues = new Map<string, Waiting[]>();

  async function drain(configId: string) {
    const queue = queues.get(configId)!;
    while (queue.length) {
      // Requests sharing options (the same door) go together, up to one batch of leads; the first always goes.
      const first = queue[0]!;
      const group: Waiting[] = [];
      let size = 0;
      while (queue.length && sameOptions(queue[0]!, first) && (group.length === 0 || size + queue[0]!.leads.length <= MAX_BATCH)) {
        const next = queue.shift()!;
        group.push(next);
        size += next.leads.length;
      }
      // The pipeline answers by lead index: renumber so that every lead of the group is unique, then map back.
      const owners: { waiting: Waiting; index: number }[] = [];
      const leads = group.flatMap((waiting) => waiting.leads.map((lead) => {
        owners.push({ waiting, index: lead.index });
        return { ...lead, index: owners.length - 1 };
      }));
      try {
        const results = await ingestBatch(deps, first.config, leads, first.opts);
        const byWaiting = new Map<Waiting, IngestResult[]>(group.map((w) => [w, []]));
        for (const result of results) {
          const owner = owners[result.index]!;
          byWaiting.get(owner.waiting)!.push({ ...result, index: owner.index });
        }
        for (const [waiting, own] of byWaiting) waiting.resolve(own);
      } catch (err) {
        for (const waiting of group) waiting.reject(err);
      }
    }
    queues.delete(configId);
  }

  return {
    ingest(config, leads, opts) {
      if (!leads.length) return Promise.resolve([]);
      return new Promise((resolve, reject) => {
        const queue = queues.get(config.id);
        const waiting: Waiting = { config, leads, opts, resolve, reject };
        if (queue) {
          queue.push(waiting);
          return;
        }
        queues.set(config.id, [waiting]);
        void drain(config.id);
      });
    },
  };
}

/** Same door and the same price: a price edit between two requests starts a new call. */
function sameOptions(a: Waiting, b: Waiting) {
  return a.opts.platform === b.opts.platform && a.opts.importId === b.opts.importId
    && a.config.costPerLeadCents === b.config.costPerLeadCents && a.config.campaignName === b.config.campaignName;
}
