import type { Page } from '@playwright/test'

/** WCAG 2.5.5's size for a touch target, which the shop holds every control to. */
export const MIN_TARGET_PX = 44

export interface ScreenMeasures {
  /** The page scrolling sideways, or text cut off by a box that hides its overflow. */
  layoutProblems: string[]
  /** Controls smaller than MIN_TARGET_PX either way. */
  smallTargets: string[]
}

/** Measures the page as laid out now, at the current viewport width. */
export function measureScreen(page: Page): Promise<ScreenMeasures> {
  return page.evaluate(measureInPage, MIN_TARGET_PX)
}

// Runs in the browser: self-contained, it can use nothing from this module.
function measureInPage(minTargetPx: number): ScreenMeasures {
  // sr-only: clipped to nothing on purpose, until focus shows it (the skip link).
  const visuallyHidden = (style: CSSStyleDeclaration) =>
    style.clip !== 'auto' || style.clipPath !== 'none'
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${element.tagName.toLowerCase()}> "${element.getAttribute('aria-label') ?? text}"`
  }

  const layoutProblems: string[] = []
  const root = document.scrollingElement ?? document.documentElement
  if (root.scrollWidth > window.innerWidth) {
    layoutProblems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${window.innerWidth}`)
  }
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const style = getComputedStyle(element)
    const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip'
    const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip'
    if (!hidesX && !hidesY) continue
    if (visuallyHidden(style) || element.clientWidth <= 1 || element.clientHeight <= 1) continue
    if (!element.checkVisibility() || !(element.textContent ?? '').trim()) continue
    // An ellipsis or a line clamp shortens text on purpose, and says so.
    const ellipsis = style.textOverflow === 'ellipsis'
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== ''
    if (ellipsis || clamped) continue
    const clippedX = hidesX && element.scrollWidth > element.clientWidth + 1
    const clippedY = hidesY && element.scrollHeight > element.clientHeight + 1
    if (clippedX || clippedY) {
      layoutProblems.push(
        `${describe(element)} is cut off: ${element.scrollWidth}x${element.scrollHeight} shown in ${element.clientWidth}x${element.clientHeight}`,
      )
    }
  }

  // A control drawn by its label (a visually hidden radio) is measured by that label; a link
  // inside running text is exempt, as WCAG allows; a hidden one is no target until it shows.
  const smallTargets: string[] = []
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]',
  )
  for (const control of controls) {
    const style = getComputedStyle(control)
    if (style.display === 'inline') continue
    const target = visuallyHidden(style) ? control.closest('label') : control
    if (!target || !target.checkVisibility()) continue
    const box = target.getBoundingClientRect()
    if (box.width < minTargetPx || box.height < minTargetPx) {
      smallTargets.push(
        `${describe(control)} is ${Math.round(box.width)}x${Math.round(box.height)}`,
      )
    }
  }
  return { layoutProblems, smallTargets }
}
