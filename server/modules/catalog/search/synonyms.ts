// Words buyers and sellers use for the same thing in insurance data. A search phrase from one group also matches
// datasets that use any other phrase of its group ("car insurance" finds "Auto Insurance Shoppers"). Phrases are
// written as a search box would see them: lower case, connector words ("and", "of") left out, and no one-letter
// words (most are English stop words, so "E&O" cannot be told from "E").
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['auto', 'car', 'automobile', 'vehicle'],
  ['medigap', 'medicare supplement'],
  ['obamacare', 'aca', 'affordable care act'],
  ['final expense', 'burial', 'funeral'],
  ['errors omissions', 'professional liability'],
  ['t65', 'turning 65'],
  ['smb', 'small business'],
  ['gl', 'general liability'],
  ['bop', 'business owners policy'],
  ['workers comp', 'workers compensation', 'work comp'],
  ['homeowners', 'home insurance'],
  ['renters', 'tenant'],
  ['ltc', 'long term care'],
  ['iul', 'indexed universal life'],
];
