/**
 * In a frame on another site, a browser that blocks third-party storage throws on every read of
 * `window.sessionStorage` (SecurityError), which Remix's scroll restoration and route discovery
 * read on every navigation: the embed's scripts then fail and it works only as plain HTML. This
 * runs first and, only where that read throws, puts a storage kept in the page's memory in its
 * place (nothing an embed keeps there needs to outlive the page).
 */
const STAND_IN = `try{window.sessionStorage}catch(e){var d={};Object.defineProperty(window,"sessionStorage",{configurable:true,value:{getItem:function(k){return Object.prototype.hasOwnProperty.call(d,k)?d[k]:null},setItem:function(k,v){d[k]=String(v)},removeItem:function(k){delete d[k]},clear:function(){d={}},key:function(i){var n=Object.keys(d);return i<n.length?n[i]:null},get length(){return Object.keys(d).length}}})}`;

export function StorageStandIn({ nonce }: { nonce: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, no page data in it
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STAND_IN }} />;
}
