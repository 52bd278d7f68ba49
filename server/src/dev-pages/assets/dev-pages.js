/* global document, window, fetch, navigator, FormData */
// The behaviour of the /dev pages: buttons and forms call the dev JSON endpoints and show the answer
// beside them. A same-origin file, because the CSP allows no inline script.

const refusals = {
  QR_ALREADY_PAID: 'Refused: this QR has already been paid.',
  QR_EXPIRED: 'Refused: this QR has expired.',
  NOT_FOUND: 'Refused: not found.',
  INVALID_REQUEST: 'Refused: the request is not valid.',
}

async function send(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  let payload = null
  try {
    payload = await response.json()
  } catch {
    // An empty or non-JSON answer: the status is reported alone.
  }
  return { ok: response.ok, status: response.status, code: payload && payload.code }
}

function failure(result) {
  const text = refusals[result.code] || 'Refused.'
  return `${text} (${result.status}${result.code ? ` ${result.code}` : ''})`
}

function show(element, text, ok) {
  const result = element.closest('tr, form')?.querySelector('[data-result]')
  if (!result) return
  result.textContent = text
  result.className = ok ? 'result ok' : 'result error'
}

const actions = {
  async copy(button) {
    await navigator.clipboard.writeText(button.dataset.copy)
    show(button, 'Copied', true)
  },
  // The button stays usable: paying again shows the refusal.
  async 'bank-pay'(button) {
    const result = await send('POST', '/dev/bank/pay', { qr_code: button.dataset.qr })
    show(button, result.ok ? 'Paid: the wallet was credited.' : failure(result), result.ok)
  },
  // Settles a pending order at the demo supplier, which then sends the shop its signed webhook.
  async 'supplier-settle'(button) {
    const { ref, outcome } = button.dataset
    const response = await fetch(`/dev/supplier/orders/${encodeURIComponent(ref)}/${outcome}`, {
      method: 'POST',
    })
    const payload = await response.json().catch(() => ({}))
    if (!response.ok)
      return show(button, failure({ status: response.status, code: payload.code }), false)
    const done = outcome === 'deliver' ? 'Delivered' : 'Failed'
    show(button, `${done}; the shop answered the webhook with HTTP ${payload.notified}.`, true)
    for (const sibling of button.parentElement.querySelectorAll('button')) sibling.hidden = true
  },
}

const forms = {
  async 'bank-pay-form'(form, data) {
    const qrCode = String(data.get('qr_code') || '').trim()
    const result = await send('POST', '/dev/bank/pay', { qr_code: qrCode })
    show(form, result.ok ? 'Paid: the wallet was credited.' : failure(result), result.ok)
  },
}

async function run(element, action) {
  const controls = element.matches('form')
    ? element.querySelectorAll('button, input, textarea')
    : [element]
  for (const control of controls) control.disabled = true
  try {
    await action()
  } catch (error) {
    show(element, `Network error: ${error.message}`, false)
  } finally {
    for (const control of controls) control.disabled = false
  }
}

document.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-action]')
  const handler = button && actions[button.dataset.action]
  if (handler) void run(button, () => handler(button))
})

document.addEventListener('submit', (event) => {
  const form = event.target.closest('form[data-action]')
  const handler = form && forms[form.dataset.action]
  if (!handler) return
  event.preventDefault()
  // Read before run() disables the fields: a disabled field is left out of FormData.
  const data = new FormData(form)
  void run(form, () => handler(form, data))
})

// Keeps "time left" current between reloads.
function tick() {
  for (const element of document.querySelectorAll('[data-expires]')) {
    const seconds = Math.floor((Date.parse(element.dataset.expires) - Date.now()) / 1000)
    element.textContent =
      seconds <= 0
        ? 'expired'
        : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
  }
}
window.setInterval(tick, 1000)
