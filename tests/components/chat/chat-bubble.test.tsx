import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChatBubble } from '#src/features/chat/components/chat-bubble'
import type { ChatMessage } from '#src/features/chat/chat-message'
import { activateLocale } from '#src/i18n/activate-locale'
import type { Locale } from '#src/i18n/locales'

const fromOperator: ChatMessage = {
  _id: 'm1',
  senderName: 'System Admin',
  createdbyName: 'admin-1',
  urlImageUser: null,
  phone: '2055550000',
  text: 'Your top-up is on its way',
  image: [],
  type: 'TEXT',
  mode: 'ADMIN',
  isFrom: 'ADMIN',
  created_at: '2030-07-01T02:00:00.000Z',
}

function renderBubble(message: ChatMessage) {
  render(
    <I18nProvider i18n={i18n}>
      <ChatBubble message={message} isOwn={false} onOpenImage={() => {}} />
    </I18nProvider>,
  )
  return screen.getByTestId('chat-message')
}

describe('who a chat message is from', () => {
  it.each<[Locale, string]>([
    ['lo', 'ຮ້ານເຕີມເກມ'],
    ['th', 'ร้านเติมเกม'],
    ['en', 'Top-up Shop'],
  ])('an operator signs as the shop in %s, never by the account name', async (locale, shop) => {
    await activateLocale(locale)
    const bubble = renderBubble(fromOperator)
    expect(bubble).toHaveTextContent(shop)
    expect(bubble).not.toHaveTextContent('System Admin')
  })

  it('a customer signs with their own name', async () => {
    await activateLocale('en')
    const bubble = renderBubble({ ...fromOperator, isFrom: 'CUSTOMER', senderName: 'Noy Sisouk' })
    expect(bubble).toHaveTextContent('Noy Sisouk')
  })
})
