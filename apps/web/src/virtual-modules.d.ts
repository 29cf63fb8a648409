/** Pinyin initials of the route declarations' Chinese strings (`scripts/route-initials.mjs`, built by Vite). */
declare module 'virtual:route-initials' {
  const initials: Readonly<Record<string, string>>;
  export default initials;
}
