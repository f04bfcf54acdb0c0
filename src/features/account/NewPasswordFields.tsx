import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { TextField } from '../../components/ui/TextField.tsx'
import { useChecks } from './validation.ts'

/**
 * "New password" and "Repeat new password" (form fields `newPassword`, `newPasswordConfirm`), with
 * the minimum length and the repetition checked in the browser. Used by the password change in the
 * profile and by the reset page.
 */
export function NewPasswordFields() {
  const { t } = useLingui()
  const checks = useChecks()
  const next = useRef('')
  return (
    <>
      <TextField
        name="newPassword"
        type="password"
        label={t`New password`}
        autoComplete="new-password"
        description={t`At least 8 characters`}
        isRequired
        validate={checks.password}
        onChange={(value) => {
          next.current = value
        }}
      />
      <TextField
        name="newPasswordConfirm"
        type="password"
        label={t`Repeat new password`}
        autoComplete="new-password"
        isRequired
        validate={checks.all(
          checks.required,
          checks.equals(() => next.current, t`New password`),
        )}
      />
    </>
  )
}
