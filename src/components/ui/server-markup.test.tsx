// @vitest-environment node
import { type ComponentType, type ReactNode, useId } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AriaButton, type ButtonProps, ButtonMarkup, ServerButton } from './Button.tsx'
import {
  AriaChoiceField,
  type ChoiceFieldProps,
  ChoiceFieldMarkup,
  ServerChoiceField,
} from './ChoiceField.tsx'
import {
  AriaRadioGroup,
  Radio,
  type RadioGroupProps,
  RadioGroupMarkup,
  ServerRadioGroup,
} from './RadioGroup.tsx'
import { AriaCheckbox, type CheckboxProps, CheckboxMarkup, ServerCheckbox } from './Checkbox.tsx'
import { Form } from './Form.tsx'
import { AriaTextField, ServerTextField, TextFieldMarkup, type TextFieldProps } from './TextField.tsx'

/*
 * The server variants of the form fields (./server-markup.ts) must write exactly the HTML React
 * Aria's components write on the server: the browser hydrates that HTML with React Aria's
 * components, and ids or attributes that differ would break the labels or the hydration. Each case
 * renders both in the same place of the same form (and once more beside other fields, so the ids
 * come from a deeper position) and compares the strings.
 */

function both(render: (variant: 'aria' | 'server') => ReactNode): [string, string] {
  const page = (variant: 'aria' | 'server') =>
    renderToString(
      <Form method="post" className="account-form" aria-label="Form">
        <input type="hidden" name="_form" value="x" />
        <fieldset>
          {render(variant)}
          <p>after</p>
        </fieldset>
      </Form>,
    )
  return [page('aria'), page('server')]
}

/**
 * The markup component writes React Aria's bytes for `props`, and the server component (which
 * chooses the markup for such props) writes them too.
 */
function expectAriaBytes<P extends object>(
  Aria: ComponentType<P>,
  Markup: ComponentType<P>,
  Server: ComponentType<P>,
  props: P,
): void {
  const [aria, markup] = both((variant) => (variant === 'aria' ? <Aria {...props} /> : <Markup {...props} />))
  expect(markup).toBe(aria)
  expect(both((variant) => (variant === 'aria' ? <Aria {...props} /> : <Server {...props} />))[1]).toBe(aria)
}

const TEXT_FIELDS: Array<[string, TextFieldProps]> = [
  [
    'required e-mail',
    {
      name: 'email',
      type: 'email',
      label: 'E-mail',
      autoComplete: 'email',
      isRequired: true,
      validate: () => null,
    },
  ],
  [
    'password with description',
    {
      name: 'password',
      type: 'password',
      label: 'Password',
      description: 'At least 8',
      autoComplete: 'new-password',
      isRequired: true,
    },
  ],
  [
    'optional with class and value',
    { name: 'street', label: 'Street', className: 'account-form__wide', defaultValue: 'Weg "1" & <2>' },
  ],
  ['placeholder and handler', { name: 'q', label: 'Search', placeholder: 'Find…', onChange: () => {} }],
  ['error message while valid', { name: 'city', label: 'City', errorMessage: 'Required', isRequired: true }],
  ['no name', { label: 'Unnamed', type: 'tel' }],
]

describe('ServerTextField', () => {
  it.each(TEXT_FIELDS)('writes what React Aria writes: %s', (_, props) => {
    expectAriaBytes(AriaTextField, TextFieldMarkup, ServerTextField, props)
  })

  it('leaves a field with a server error, aria validation or unknown props to React Aria', () => {
    for (const element of [
      <Form key="a" validationErrors={{ email: 'Taken' }}>
        <ServerTextField name="email" label="E-mail" />
      </Form>,
      <Form key="b" validationBehavior="aria">
        <ServerTextField name="email" label="E-mail" isRequired validate={() => 'Missing'} />
      </Form>,
      <ServerTextField key="c" name="email" label="E-mail" isInvalid />,
      <ServerTextField key="d" name="email" label="E-mail" maxLength={5} />,
    ]) {
      // React Aria marks the field invalid (or writes the attribute) where the markup would not.
      expect(renderToString(element)).toMatch(/data-invalid="true"|maxLength="5"/)
    }
  })
})

/** A child that uses an id: equal only when the children sit in the same place of the tree. */
function IdProbe({ children }: { children?: ReactNode }) {
  return <b id={useId()}>{children}</b>
}

const CHECKBOXES: Array<[string, CheckboxProps]> = [
  [
    'required consent with a link',
    {
      name: 'acceptedDataProtection',
      isRequired: true,
      validate: () => null,
      children: (
        <>
          I have read the <a href="/privacy">privacy policy</a> <IdProbe>and agree</IdProbe>.
        </>
      ),
    },
  ],
  [
    'controlled, unselected, with class',
    { isSelected: false, onChange: () => {}, className: 'wide', children: 'Create an account' },
  ],
  ['selected', { isSelected: true, onChange: () => {}, children: <IdProbe>Different shipping</IdProbe> }],
]

describe('ServerCheckbox', () => {
  it.each(CHECKBOXES)('writes what React Aria writes: %s', (_, props) => {
    expectAriaBytes(AriaCheckbox, CheckboxMarkup, ServerCheckbox, props)
  })

  it('leaves an invalid or disabled box to React Aria', () => {
    expect(renderToString(<ServerCheckbox isInvalid>Terms</ServerCheckbox>)).toMatch(/data-invalid="true"/)
    expect(renderToString(<ServerCheckbox isDisabled>Terms</ServerCheckbox>)).toMatch(/disabled=""/)
  })
})

const BUTTONS: Array<[string, ButtonProps]> = [
  ['submit', { type: 'submit', children: 'Continue' }],
  [
    'disabled submit with a variant',
    { type: 'submit', isDisabled: true, variant: 'secondary', children: 'Log in' },
  ],
  [
    'plain with class and handler',
    { className: 'wide', onPress: () => {}, children: <IdProbe>Again</IdProbe> },
  ],
]

describe('ServerButton', () => {
  it.each(BUTTONS)('writes what React Aria writes: %s', (_, props) => {
    expectAriaBytes(AriaButton, ButtonMarkup, ServerButton, props)
  })

  it('leaves a button with other props to React Aria', () => {
    expect(renderToString(<ServerButton aria-label="Close">x</ServerButton>)).toMatch(/aria-label="Close"/)
  })
})

const OPTIONS = [
  { id: 'a1', name: 'Frau' },
  { id: 'b2', name: 'Herr & "Dr."' },
  { id: 'c3', name: 'Keine Angabe' },
]

const CHOICE_FIELDS: Array<[string, ChoiceFieldProps]> = [
  [
    'nothing chosen',
    { name: 'salutationId', label: 'Salutation', options: OPTIONS, placeholder: 'Please choose' },
  ],
  [
    'required, chosen and controlled',
    {
      name: 'countryId',
      label: 'Country',
      options: OPTIONS,
      selectedKey: 'b2',
      onSelectionChange: () => {},
      isRequired: true,
      placeholder: 'Please choose',
      errorMessage: 'Required',
    },
  ],
  [
    'chosen by default, with class',
    {
      name: 'x',
      label: 'X',
      options: OPTIONS,
      defaultSelectedKey: 'c3',
      placeholder: 'P',
      className: 'wide',
    },
  ],
  [
    'controlled to none',
    { name: 'stateId', label: 'State', options: OPTIONS, selectedKey: null, placeholder: 'Please choose' },
  ],
]

describe('ServerChoiceField', () => {
  it.each(CHOICE_FIELDS)('writes what React Aria writes: %s', (_, props) => {
    expectAriaBytes(AriaChoiceField, ChoiceFieldMarkup, ServerChoiceField, props)
  })

  it('leaves a select without a placeholder or options, or with a server error, to React Aria', () => {
    expect(renderToString(<ServerChoiceField label="X" options={OPTIONS} />)).toMatch(
      /data-placeholder="true">[^<]/,
    )
    const empty = <ServerChoiceField name="empty" label="Empty" options={[]} placeholder="P" />
    expect(renderToString(empty)).toBe(
      renderToString(<AriaChoiceField name="empty" label="Empty" options={[]} placeholder="P" />),
    )
    const html = renderToString(
      <Form validationErrors={{ countryId: 'Unknown' }}>
        <ServerChoiceField name="countryId" label="Country" options={OPTIONS} placeholder="P" />
      </Form>,
    )
    expect(html).toMatch(/data-invalid="true"/)
  })
})

const radios = (
  <>
    <Radio value="private">Private</Radio>
    <Radio value="business">Business</Radio>
  </>
)

const RADIO_GROUPS: Array<[string, RadioGroupProps]> = [
  [
    'horizontal, first chosen',
    {
      label: 'Account type',
      value: 'private',
      onChange: () => {},
      orientation: 'horizontal',
      children: radios,
    },
  ],
  [
    'vertical, second chosen',
    {
      label: 'Account type',
      value: 'business',
      children: [
        <Radio key="p" value="private">
          Private
        </Radio>,
        <Radio key="b" value="business">
          Business
        </Radio>,
      ],
    },
  ],
]

describe('ServerRadioGroup', () => {
  it.each(RADIO_GROUPS)('writes what React Aria writes: %s', (_, props) => {
    // The radios are this module's Radio: React Aria's under React Aria's group, the markup under the markup's.
    const [aria, markup] = both((variant) =>
      variant === 'aria' ? <AriaRadioGroup {...props} /> : <RadioGroupMarkup {...props} />,
    )
    expect(markup).toBe(aria)
  })

  it('writes the markup for plain radios and leaves other groups to React Aria', () => {
    const plain = [
      <Radio key="p" value="private">
        Private
      </Radio>,
      <Radio key="b" value="business">
        Business
      </Radio>,
    ]
    const [aria, server] = both((variant) =>
      variant === 'aria' ? (
        <AriaRadioGroup label="Type" value="private">
          {plain}
        </AriaRadioGroup>
      ) : (
        <ServerRadioGroup label="Type" value="private">
          {plain}
        </ServerRadioGroup>
      ),
    )
    expect(server).toBe(aria)
    // A fragment, a required group and a radio with an aria-label are React Aria's (it writes aria-required and the label).
    expect(
      renderToString(
        <ServerRadioGroup label="Type" value="private" isRequired>
          {plain}
        </ServerRadioGroup>,
      ),
    ).toMatch(/aria-required="true"|data-required="true"/)
    expect(
      renderToString(
        <ServerRadioGroup label="Type" value="a">
          {[
            <Radio key="a" value="a" aria-label="First">
              A
            </Radio>,
          ]}
        </ServerRadioGroup>,
      ),
    ).toMatch(/aria-label="First"/)
  })
})
