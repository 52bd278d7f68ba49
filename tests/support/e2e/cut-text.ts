import type { Page } from '@playwright/test'

/**
 * The texts on the page that are cut where the reader has no way to read them whole: headings,
 * labels, tabs and names alike (any element with text of its own). Text counts as cut when its
 * own box hides what overflows it (overflow hidden, an ellipsis, a line clamp), or when it
 * reaches past the edge of a box around it that hides or scrolls its overflow. A way to read it
 * all is a `title` holding the text, on it or around it up to the box that cuts it, or, for a box
 * that scrolls sideways, a scroll bar the reader can see.
 */
export function findCutText(page: Page): Promise<string[]> {
  return page.evaluate(cutTextInPage)
}

// Runs in the browser: self-contained, it can use nothing from this module.
function cutTextInPage(): string[] {
  const EDGE_PX = 1
  const ownText = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
  // sr-only: clipped to nothing on purpose, for screen readers alone.
  const visuallyHidden = (element: Element) => {
    const style = getComputedStyle(element)
    return style.clip !== 'auto' || style.clipPath !== 'none'
  }
  const hides = (value: string) => value !== 'visible'
  const scrolls = (value: string) => value === 'auto' || value === 'scroll'
  /** A title on the element or around it, up to `limit`, that holds the whole text. */
  const titled = (element: Element, text: string, limit: Element | null) => {
    for (
      let at: Element | null = element;
      at && at !== limit?.parentElement;
      at = at.parentElement
    ) {
      if ((at.getAttribute('title') ?? '').includes(text)) return true
    }
    return false
  }
  /** A horizontal scroll bar that takes room, so the reader sees the box scrolls. */
  const showsScrollBar = (box: HTMLElement) => {
    const style = getComputedStyle(box)
    const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth)
    return box.offsetHeight - box.clientHeight - borders > 0
  }
  const describe = (element: Element, text: string) =>
    `<${element.tagName.toLowerCase()}> "${text.replace(/\s+/g, ' ').slice(0, 40)}"`

  const cut: string[] = []
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const text = ownText(element)
    if (!text || !element.checkVisibility({ visibilityProperty: true })) continue
    let hidden = false
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (visuallyHidden(at)) hidden = true
    }
    if (hidden) continue

    // Its own box cuts it.
    const style = getComputedStyle(element)
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== ''
    const overX = element.scrollWidth > element.clientWidth + EDGE_PX
    const overY = element.scrollHeight > element.clientHeight + EDGE_PX
    if (
      ((hides(style.overflowX) && overX) || ((hides(style.overflowY) || clamped) && overY)) &&
      !titled(element, text, element)
    ) {
      cut.push(`${describe(element, text)} is cut in its own box`)
      continue
    }

    // A box around it cuts it, or scrolls it out of sight without showing that it scrolls.
    const rect = element.getBoundingClientRect()
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const boxStyle = getComputedStyle(box)
      const boxRect = box.getBoundingClientRect()
      const outX = rect.left < boxRect.left - EDGE_PX || rect.right > boxRect.right + EDGE_PX
      const outY = rect.top < boxRect.top - EDGE_PX || rect.bottom > boxRect.bottom + EDGE_PX
      // A list that scrolls up and down shows its edge; one that scrolls sideways must say so.
      const cutX =
        outX && hides(boxStyle.overflowX) && !(scrolls(boxStyle.overflowX) && showsScrollBar(box))
      const cutY = outY && hides(boxStyle.overflowY) && !scrolls(boxStyle.overflowY)
      if ((cutX || cutY) && !titled(element, text, box)) {
        cut.push(`${describe(element, text)} is cut by ${describe(box, box.className)}`)
        break
      }
    }
  }
  return cut
}
