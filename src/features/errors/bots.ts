// Crawlers and link unfurlers (not headless browsers or curl: tests and benchmarks use those) get the status code with a minimal body instead of an error page.
const BOT_PATTERN =
  /bot\b|crawler|spider|crawling|slurp|googlebot|bingbot|yandex|baiduspider|duckduckbot|facebookexternalhit|facebot|ia_archiver|embedly|quora link preview|outbrain|pinterest|slackbot|vkshare|w3c_validator|whatsapp|telegrambot|applebot|semrushbot|ahrefsbot|mj12bot|petalbot/i

export function isBot(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && BOT_PATTERN.test(userAgent)
}
