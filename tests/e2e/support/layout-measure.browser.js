// In-page part of layout-checks.ts, evaluated in the browser as it is (this file's globals are the DOM's).
// Measures the page as laid out: its width against the viewport, the top and bottom bars' heights, and
// text drawn over other text. An expression: its value is the LayoutFacts object.
(() => {
  const doc = document;
  const viewportWidth = doc.documentElement.clientWidth;
  const overflowing = [];
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.right > viewportWidth + 1 && overflowing.length < 5) {
      const style = getComputedStyle(el);
      // Content scrolled inside its own box (a table's scroller) does not widen the page.
      let clipped = false;
      for (let a = el.parentElement; a && a !== doc.body; a = a.parentElement) {
        const ov = getComputedStyle(a).overflowX;
        if (ov === 'auto' || ov === 'scroll' || ov === 'hidden' || ov === 'clip') {
          clipped = true;
          break;
        }
      }
      // An absolutely placed element escapes a scroller that is not its containing block.
      if ((!clipped || style.position === 'absolute') && style.position !== 'fixed')
        overflowing.push(
          `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ')[0]} → ${Math.round(r.right)}`,
        );
    }
  }
  const header = doc.querySelector('header.app-header');
  const bottomBar = doc.querySelector('nav.bottom-bar');
  /** Text that may lie over other text by design: fixed and sticky layers, hidden or clipped text. */
  const inFixedLayer = (node) => {
    for (let el = node.parentElement; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.position === 'fixed' || style.position === 'sticky') return true;
      // Visually hidden text (a link's full name for screen readers) is laid out, clipped and unseen.
      if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return true;
      if (el.getAttribute('aria-hidden') === 'true') return true;
    }
    return false;
  };
  /** The part of a rectangle inside a box, or null. */
  const intersect = (r, box) => {
    const left = Math.max(r.left, box.left);
    const top = Math.max(r.top, box.top);
    const right = Math.min(r.right, box.right);
    const bottom = Math.min(r.bottom, box.bottom);
    return right > left && bottom > top
      ? { left, top, right, bottom, width: right - left, height: bottom - top }
      : null;
  };
  /** The area the element's clipping ancestors (overflow other than visible) leave visible. */
  const clipBoxOf = (el) => {
    let box = null;
    for (let a = el; a && a !== doc.body && a !== doc.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = a.getBoundingClientRect();
      box = box ? (intersect(r, box) ?? { left: 0, top: 0, right: 0, bottom: 0 }) : r;
    }
    return box;
  };
  const runs = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && runs.length < 2500; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const el = node.parentElement;
    if (!text || !el || inFixedLayer(node)) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    const range = doc.createRange();
    range.selectNodeContents(node);
    // Only what shows: lines a clamp or a scrolling box hides are cut to the boxes that clip them.
    const box = clipBoxOf(el);
    const rects = Array.from(range.getClientRects())
      .map((r) => (box ? intersect(r, box) : r))
      .filter((r) => r && r.width > 2 && r.height > 2);
    if (rects.length > 0) runs.push({ text, rects, el });
  }
  const overlaps = [];
  for (let i = 0; i < runs.length && overlaps.length < 5; i++) {
    for (let j = i + 1; j < runs.length && overlaps.length < 5; j++) {
      const a = runs[i];
      const b = runs[j];
      if (!a || !b) continue;
      hit: for (const ra of a.rects) {
        for (const rb of b.rects) {
          const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          const smaller = Math.min(ra.width * ra.height, rb.width * rb.height);
          if (w > 3 && h > 3 && w * h > 0.3 * smaller) {
            overlaps.push(`«${a.text.slice(0, 40)}» / «${b.text.slice(0, 40)}»`);
            break hit;
          }
        }
      }
    }
  }
  return {
    viewportWidth,
    pageWidth: doc.documentElement.scrollWidth,
    overflowing,
    headerHeight: header ? header.getBoundingClientRect().height : null,
    bottomBarHeight: bottomBar ? bottomBar.getBoundingClientRect().height : null,
    overlaps,
  };
})();
