// mailchecker ships no types: the two functions the lead scorer uses.
declare module 'mailchecker' {
  const MailChecker: { isValid(email: string): boolean; blacklist(): Set<string> };
  export default MailChecker;
}
