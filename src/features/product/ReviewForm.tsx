import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { NativeFormField } from '../../components/native-form.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import { Radio, RadioGroup } from '../../components/ui/RadioGroup.tsx'
import { TextArea } from '../../components/ui/TextArea.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import type { ReviewField, ReviewProblem } from '../../domain/product.ts'
import { useFormMachine } from '../../system/forms.ts'
import { useNotify } from '../notifications/notify.ts'
import { useStoreApi } from './useStoreApi.ts'

function problemMessage(problem: ReviewProblem): MessageDescriptor {
  const min = 'min' in problem ? problem.min : 0
  if (problem.field === 'points') return msg`Please choose a rating from 1 to 5 stars.`
  if (problem.kind === 'blank') return msg`This field is required.`
  return msg`Please enter at least ${min} characters.`
}

/**
 * Writing a review (logged-in customers): title, text and a rating, through the review form
 * machine. The review is saved unapproved; afterwards the list reloads and shows it to its author
 * as not approved yet. What the shopper typed stays in the fields when saving fails.
 */
export function ReviewForm({ productId, onSaved }: { productId: string; onSaved: () => void }) {
  const { t } = useLingui()
  const api = useStoreApi()
  const notify = useNotify()
  const [state, send, actor] = useFormMachine('review', api, { productId })
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [points, setPoints] = useState('')

  useEffect(() => {
    const subscription = actor.on('review.saved', () => {
      setTitle('')
      setContent('')
      setPoints('')
      notify({
        type: 'success',
        message: t`Thank you for your review. It will be published once it has been approved.`,
      })
      onSaved()
    })
    return () => subscription.unsubscribe()
  }, [actor, notify, onSaved, t])

  const { problems, failure } = state.context
  const message = (field: ReviewField): string | undefined => {
    const problem = problems.find((p) => p.field === field)
    if (problem) return t(problemMessage(problem))
    if (failure?.kind === 'invalid' && failure.fields.includes(field))
      return field === 'points' ? t`Please choose a rating from 1 to 5 stars.` : t`Please check this field.`
    return undefined
  }
  const edit = (field: ReviewField, set: (value: string) => void) => (value: string) => {
    set(value)
    send({ type: 'review.edit', field })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'review.submit', review: { title, content, points: Number(points) } })
  }

  if (state.matches('saved')) {
    return (
      <div className="review-form review-form--saved" role="status">
        <p>{t`Thank you for your review. It will be published once it has been approved.`}</p>
        <NativeButton variant="secondary" onClick={() => send({ type: 'review.again' })}>
          {t`Write another review`}
        </NativeButton>
      </div>
    )
  }
  const pointsError = message('points')
  return (
    <form
      className="review-form"
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="review-form-title"
    >
      <NativeFormField form="review" />
      <h3 id="review-form-title">{t`Write a review`}</h3>
      <RadioGroup
        label={t`Rating`}
        value={points}
        onChange={edit('points', setPoints)}
        isInvalid={Boolean(pointsError)}
        orientation="horizontal"
        className="review-form__rating"
      >
        {[1, 2, 3, 4, 5].map((stars) => (
          <Radio key={stars} value={String(stars)}>
            {stars === 1 ? t`1 star` : t`${stars} stars`}
          </Radio>
        ))}
      </RadioGroup>
      {pointsError ? <p className="ui-field__error">{pointsError}</p> : null}
      <TextField
        label={t`Title`}
        name="title"
        value={title}
        onChange={edit('title', setTitle)}
        isInvalid={Boolean(message('title'))}
        errorMessage={message('title')}
        maxLength={255}
      />
      <TextArea
        label={t`Your review`}
        name="content"
        value={content}
        onChange={edit('content', setContent)}
        isInvalid={Boolean(message('content'))}
        errorMessage={message('content')}
        description={t`At least 40 characters.`}
        maxLength={5000}
      />
      {failure?.kind === 'login' ? (
        <Alert className="ui-field__error">{t`Please log in to write a review.`}</Alert>
      ) : failure?.kind === 'failed' ? (
        <Alert className="ui-field__error">{t`Your review could not be saved. Please try again.`}</Alert>
      ) : null}
      <Button type="submit" variant="primary" isDisabled={state.matches('saving')}>
        {t`Submit review`}
      </Button>
    </form>
  )
}
