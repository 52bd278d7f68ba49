/** SQL injection strings: each must be stored and read back as the characters sent. */
export const SQL_INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "admin'--",
  '" OR ""="',
  '1; UPDATE wallets SET balance = 99999999 --',
  "' UNION SELECT password_hash FROM users --",
  '$$; DELETE FROM wallet_entries; $$',
  "\\'; SELECT pg_sleep(5); --",
  "Robert'); DROP TABLE chats;--",
  "%' AND 1=1 AND '%'='",
] as const

/**
 * Markup that would run script if it were rendered as HTML: each must show as the characters sent.
 * Short enough for a name (100 characters) and a chat text.
 */
export const XSS_VECTORS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.__xss=1">',
  '<a href="javascript:window.__xss=1">tap</a>',
  '<body onload="window.__xss=1">',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<video><source onerror="window.__xss=1">',
  '<math><mtext><img src=x onerror="window.__xss=1">',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg/onload=window.__xss=1>",
  '<style>@import "javascript:window.__xss=1"</style>',
  '<object data="javascript:window.__xss=1">',
  '<embed src="javascript:window.__xss=1">',
  '<marquee onstart="window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '<IMG SRC=x OnErRoR=window.__xss=1>',
  '<form><button formaction="javascript:window.__xss=1">go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
] as const
