// The downloads feature offers other features the datasets the user owns and the download of a file.
export { FORMAT_LABELS, formatDate, formatMegabytes } from './download-format';
export { ownedDownloadPath, refreshOwnedDatasets, useOwnedDatasets } from './owned-datasets';
export { useDownload } from './use-download';
