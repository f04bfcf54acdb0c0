import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { cart, lineItem, message } from '../../../machines/cart/cart.test-support.ts'
import { cartMachine } from '../../../machines/cart/cart.machine.ts'
import { rootMachine } from '../../../machines/root.machine.ts'
import { deferred, sessionContext } from '../../../machines/session/session.test-support.ts'
import type { Cart, CartChange } from '../../domain/cart.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { testI18n } from '../test-support/render.tsx'
import { AddToCartButton } from './AddToCartButton.tsx'
import { CartLineItemRow } from './CartLineItemRow.tsx'
import { useActor, useSend } from '../../system/hooks.ts'
import { cartCount } from './selectors.ts'
import { QuantityStepper } from './QuantityStepper.tsx'
import { useAnswerMessages } from './useAnswerMessages.ts'
import { useCartFeedback } from './useCartFeedback.ts'

const CHAIR = 'p0000000000000000000000000000001'

/** A root system whose cart answers when the test says so. */
function system(initial: Cart | null) {
  const answers: { change: CartChange; settle: ReturnType<typeof deferred<Cart>> }[] = []
  const machine = rootMachine.provide({
    actors: {
      cart: cartMachine.provide({
        actors: {
          loadCart: fromPromise<Cart, void>(() => Promise.resolve(initial ?? cart())),
          syncChange: fromPromise<Cart, CartChange>(({ input }) => {
            const settle = deferred<Cart>()
            answers.push({ change: input, settle })
            return settle.promise
          }),
        },
      }),
    },
  })
  const actor = createActor(machine, { input: { sessionSnapshot: sessionContext(), cart: initial } }).start()
  return { host: SystemHost.running(actor), answers }
}

function Count() {
  return <p>count {useActor('cart', cartCount)}</p>
}

function Stepper() {
  const send = useSend('cart')
  return (
    <QuantityStepper
      lineItemId="line-1"
      quantity={2}
      rules={{ min: 1, max: 10, step: 1 }}
      itemName="Chair"
      onChange={(quantity) => send({ type: 'cart.changeQuantity', lineItemId: CHAIR, quantity })}
    />
  )
}

function renderCart(host: SystemHost, ui: React.ReactNode) {
  return render(
    <I18nProvider i18n={testI18n()}>
      <SystemProvider system={host}>{ui}</SystemProvider>
    </I18nProvider>,
  )
}

/** The toasts raised so far, with the cart's feedback mounted as the header mounts it. */
function Feedback({ toastAdds }: { toastAdds: () => boolean }) {
  useCartFeedback({ toastAdds })
  const messages = useActor(
    'notifications',
    (snapshot) => snapshot?.context.items.map((item) => item.message).join(' | ') ?? '',
  )
  return <p data-testid="toasts">{messages}</p>
}

/** The cart page's inline list: the message keys of the shop's last answer. */
function AnswerMessages() {
  const messages = useAnswerMessages()
  const send = useSend('cart')
  return (
    <>
      <p data-testid="inline">{messages.map((entry) => entry.messageKey).join(' | ')}</p>
      <button type="button" onClick={() => send({ type: 'cart.addPromotion', code: 'NOPE' })}>
        code
      </button>
      <button type="button" onClick={() => send({ type: 'cart.remove', lineItemId: CHAIR })}>
        remove
      </button>
    </>
  )
}

describe('cart UI', () => {
  it('lists the messages of the last answer only: an answer without any clears them', async () => {
    const { host, answers } = system(cart([lineItem({ quantity: 1 })]))
    renderCart(host, <AnswerMessages />)
    const inline = () => screen.getByTestId('inline').textContent

    act(() => screen.getByRole('button', { name: 'code' }).click())
    const refused = cart([lineItem({ quantity: 1 })])
    refused.errors = [message('promotion-not-found', { code: 'NOPE' })]
    await act(async () => answers[0]!.settle.resolve(refused))
    await vi.waitFor(() => expect(inline()).toBe('promotion-not-found'))

    // The line the code was entered for is gone: the empty cart no longer says the code is invalid.
    act(() => screen.getByRole('button', { name: 'remove' }).click())
    await act(async () => answers[1]!.settle.resolve(cart()))
    await vi.waitFor(() => expect(inline()).toBe(''))
  })

  it('says a confirmed add in a toast only while the mini cart, which says it itself, is closed', async () => {
    const { host, answers } = system(cart())
    let miniCartOpen = true
    renderCart(
      host,
      <>
        <Feedback toastAdds={() => !miniCartOpen} />
        <AddToCartButton productId={CHAIR} productName="Chair" quantity={1} />
      </>,
    )
    const add = () => act(() => screen.getByRole('button', { name: /Add to cart/ }).click())
    add()
    await act(async () => answers[0]!.settle.resolve(cart([lineItem({ quantity: 1 })])))
    // Over the open mini cart a toast lay on its checkout link on a phone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.getByTestId('toasts').textContent).toBe('')

    miniCartOpen = false
    add()
    await act(async () => answers[1]!.settle.resolve(cart([lineItem({ quantity: 2 })])))
    await vi.waitFor(() => expect(screen.getByTestId('toasts').textContent).toMatch(/Chair/))
  })

  it('counts an add at once and settles on the server’s answer', async () => {
    const { host, answers } = system(cart())
    renderCart(
      host,
      <>
        <Count />
        <AddToCartButton productId={CHAIR} productName="Chair" quantity={2} />
      </>,
    )
    expect(screen.getByText('count 0')).toBeDefined()

    act(() => screen.getByRole('button', { name: /Add to cart/ }).click())
    expect(screen.getByText('count 2')).toBeDefined()
    expect(answers.map((a) => a.change)).toEqual([
      { kind: 'add', productId: CHAIR, productName: 'Chair', quantity: 2 },
    ])

    // The server caps the quantity (stock): the count follows the server.
    await act(async () => answers[0]!.settle.resolve(cart([lineItem({ quantity: 1 })])))
    expect(screen.getByText('count 1')).toBeDefined()
  })

  it('refuses bad quantities with a message and sends only valid ones', () => {
    const { host, answers } = system(cart([lineItem({ quantity: 2 })]))
    renderCart(host, <Stepper />)
    const field = screen.getByRole('textbox', { name: 'Quantity of Chair' })

    for (const bad of ['0', '-1', '1.5', 'abc', '11']) {
      fireEvent.change(field, { target: { value: bad } })
      fireEvent.submit(field)
      expect(screen.getByRole('alert').textContent).not.toBe('')
      expect((field as HTMLInputElement).value).toBe(bad)
    }
    expect(answers).toHaveLength(0)

    fireEvent.change(field, { target: { value: '4' } })
    fireEvent.submit(field)
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => screen.getByRole('button', { name: 'Increase quantity of Chair' }).click())
    expect(answers.map((a) => a.change)).toEqual([{ kind: 'quantity', lineItemId: CHAIR, quantity: 4 }])
  })
})

describe("the cart page's lines", () => {
  const cover = (id: string) => ({
    id,
    url: `/media/${id}.jpg`,
    alt: null,
    title: null,
    width: 800,
    height: 800,
    thumbnails: [],
  })

  it("loads the first line's image as the LCP (eager, high priority, element timing), the others lazily", () => {
    const { host } = system(null)
    renderCart(
      host,
      <ul>
        <CartLineItemRow item={lineItem({ id: 'line-1', cover: cover('a') })} first />
        <CartLineItemRow item={lineItem({ id: 'line-2', cover: cover('b') })} />
      </ul>,
    )
    const [first, second] = document.querySelectorAll('img.cart-item__img')
    expect(first?.getAttribute('loading')).toBe('eager')
    expect(first?.getAttribute('fetchpriority')).toBe('high')
    expect(first?.getAttribute('elementtiming')).toBe('lcp-image')
    expect(second?.getAttribute('loading')).toBe('lazy')
    expect(second?.hasAttribute('fetchpriority')).toBe(false)
  })
})
