import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button.tsx'
import { Dialog, DialogTrigger, Modal } from './Dialog.tsx'
import { Disclosure } from './Disclosure.tsx'
import { Menu, MenuItem, MenuTrigger } from './Menu.tsx'
import { Select, SelectItem } from './Select.tsx'
import { TextField } from './TextField.tsx'

afterEach(() => cleanup())

describe('ui overlays and fields', () => {
  it('MenuTrigger opens its menu from the keyboard and reports the chosen item', async () => {
    const user = userEvent.setup()
    const onAction = vi.fn()
    render(
      <MenuTrigger>
        <Button>Sort</Button>
        <Menu aria-label="Sort by" onAction={onAction}>
          <MenuItem id="price">Price</MenuItem>
          <MenuItem id="name">Name</MenuItem>
        </Menu>
      </MenuTrigger>,
    )
    screen.getByRole('button', { name: 'Sort' }).focus()
    await user.keyboard('{ArrowDown}') // opens with the first item focused
    // React Aria names the menu after its trigger (aria-labelledby wins over aria-label).
    const menu = screen.getByRole('menu', { name: 'Sort' })
    await user.click(within(menu).getByRole('menuitem', { name: 'Name' }))
    expect(onAction).toHaveBeenCalledTimes(1)
    expect(onAction.mock.calls[0]?.[0]).toBe('name')
    expect(menu.isConnected).toBe(false)
  })

  it('Select shows its label and the chosen option', async () => {
    const user = userEvent.setup()
    render(
      <Select label="Country" placeholder="Choose">
        <SelectItem id="de">Germany</SelectItem>
        <SelectItem id="ch">Switzerland</SelectItem>
      </Select>,
    )
    const trigger = screen.getByRole('button', { name: /Country/ })
    await user.click(trigger)
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Switzerland' }))
    expect(trigger.textContent).toContain('Switzerland')
  })

  it('Modal (drawer) traps a titled dialog and closes with Escape', async () => {
    const user = userEvent.setup()
    render(
      <DialogTrigger>
        <Button>Open cart</Button>
        <Modal variant="drawer">
          <Dialog title="Your basket">
            <p>Empty</p>
          </Dialog>
        </Modal>
      </DialogTrigger>,
    )
    await user.click(screen.getByRole('button', { name: 'Open cart' }))
    const dialog = screen.getByRole('dialog', { name: 'Your basket' })
    expect(dialog.closest('[data-variant="drawer"]')).not.toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Disclosure toggles aria-expanded; TextField is labelled and shows its error', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Disclosure title="Care">
          <p>Oil twice a year</p>
        </Disclosure>
        <TextField label="E-mail" isInvalid errorMessage="Enter a valid e-mail address" />
      </>,
    )
    const toggle = screen.getByRole('button', { name: 'Care' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy()
  })

  it("a press held outside an open select's panel guards it; closed panels are not rendered by presses", async () => {
    const user = userEvent.setup()
    const commits = vi.fn()
    render(
      <>
        <Profiler id="closed" onRender={commits}>
          <Select label="Salutation" placeholder="Choose">
            <SelectItem id="mr">Mr</SelectItem>
          </Select>
        </Profiler>
        <Select label="Country" placeholder="Choose">
          <SelectItem id="de">Germany</SelectItem>
          <SelectItem id="ch">Switzerland</SelectItem>
        </Select>
        <p>Elsewhere</p>
      </>,
    )
    commits.mockClear()
    const elsewhere = screen.getByText('Elsewhere')
    fireEvent.pointerDown(elsewhere, { button: 0 })
    fireEvent.pointerUp(elsewhere, { button: 0 })
    expect(commits).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: /Country/ }))
    const panel = screen.getByRole('listbox').closest('.ui-popover')
    expect(panel?.hasAttribute('data-press-guard')).toBe(false)
    fireEvent.pointerDown(elsewhere, { button: 0 })
    expect(panel?.hasAttribute('data-press-guard')).toBe(true)
    fireEvent.pointerUp(elsewhere, { button: 0 })
    expect(panel?.hasAttribute('data-press-guard')).toBe(false)
  })
})
