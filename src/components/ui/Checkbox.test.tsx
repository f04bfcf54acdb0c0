import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup } from '@testing-library/react'
import { Form } from 'react-aria-components'
import { Checkbox } from './Checkbox.tsx'

afterEach(() => cleanup())

// Defect 9: the privacy checkbox was marked invalid with no text (React Aria's bare Checkbox gives
// FieldError nothing to show), and the message is the box's description, not part of its label.

describe('Checkbox', () => {
  it('shows the message of its validate function when the form is submitted unchecked', () => {
    render(
      <Form validationBehavior="aria" aria-label="Test" onSubmit={(event) => event.preventDefault()}>
        <Checkbox
          name="privacy"
          isRequired
          validate={(selected: boolean) => (selected ? null : 'Please confirm')}
        >
          I have read the privacy policy
        </Checkbox>
        <button type="submit">Send</button>
      </Form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const box = screen.getByRole('checkbox', { name: 'I have read the privacy policy' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please confirm')).toBeTruthy()
    const described = box.getAttribute('aria-describedby') ?? ''
    expect(described.split(' ')).toContain(screen.getByText('Please confirm').id)
  })

  it('shows the message it is given while invalid, and none while valid', () => {
    const { rerender } = render(
      <Checkbox isInvalid errorMessage="Please accept the terms">
        Terms
      </Checkbox>,
    )
    expect(screen.getByRole('checkbox', { name: 'Terms' })).toBeTruthy()
    expect(screen.getByText('Please accept the terms')).toBeTruthy()
    rerender(<Checkbox errorMessage="Please accept the terms">Terms</Checkbox>)
    expect(screen.queryByText('Please accept the terms')).toBeNull()
  })
})
