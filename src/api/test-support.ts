// A scripted fetch for the client's unit tests: records every request and answers from a queue.

export interface RecordedRequest {
  method: string
  url: string
  headers: Headers
  body: string | null
}

export type Answer = Response | Error | ((request: Request) => Response | Promise<Response>)

export interface ScriptedFetch {
  fetch: typeof fetch
  requests: RecordedRequest[]
  /** Answers, consumed in order; the last one repeats when the queue runs dry. */
  answers: Answer[]
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

export function scriptedFetch(...answers: Answer[]): ScriptedFetch {
  const script: ScriptedFetch = {
    requests: [],
    answers,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      script.requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.body ? await request.text() : null,
      })
      const answer = script.answers.length > 1 ? script.answers.shift() : script.answers[0]
      if (answer === undefined) throw new Error('scriptedFetch: no answer left')
      if (answer instanceof Error) throw answer
      return typeof answer === 'function' ? answer(request) : answer.clone()
    },
  }
  return script
}
