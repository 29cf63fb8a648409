/**
 * Prints one part of a page on its own (a notice, a certificate-like record) on A4, without the
 * shell around it: a copy of the element's HTML goes into a hidden frame together with the page's
 * styles, and that frame is printed. The frame is removed after printing.
 */
export function printElement(el: HTMLElement, title: string): void {
  const styles = [...document.querySelectorAll('style, link[rel="stylesheet"]')].map((n) => n.outerHTML).join('\n');
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.title = title;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  frame.srcdoc = `<!doctype html><html lang="zh-CN" data-mantine-color-scheme="light"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${styles}
<style>@page{size:A4;margin:18mm 16mm}html,body{background:#fff;margin:0}body{font-size:14px;-webkit-print-color-adjust:exact;print-color-adjust:exact}[data-print-hide]{display:none!important}</style>
</head><body>${el.outerHTML}</body></html>`;
  frame.addEventListener(
    'load',
    () => {
      const win = frame.contentWindow;
      if (!win) return;
      win.addEventListener('afterprint', () => frame.remove());
      win.focus();
      win.print();
      // Some browsers never send afterprint for a hidden frame: remove it later in any case.
      setTimeout(() => frame.remove(), 60_000);
    },
    { once: true },
  );
  document.body.appendChild(frame);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
