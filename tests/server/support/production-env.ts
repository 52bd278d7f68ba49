/**
 * Values for every variable NODE_ENV=production requires (server/src/config/production-rules.ts),
 * for tests that load a production configuration.
 */
export const productionVariables = {
  TOKEN_SECRET: 'production-test-secret-'.padEnd(48, 'x'),
  BANK_WEBHOOK_SECRET: 'bank-webhook-test-secret-'.padEnd(40, 'x'),
  LAO_QR_BANK_ID: '27710418',
  LAO_QR_MERCHANT_ID: 'TESTMERCHANT001',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  SMS_GATEWAY_TOKEN: 'sms-gateway-test-token',
  SUPPLIER_URL: 'http://127.0.0.1:9/v1',
  SUPPLIER_USERNAME: 'supplier-test-buyer',
  SUPPLIER_API_KEY: 'supplier-test-api-key',
  SUPPLIER_WEBHOOK_SECRET: 'supplier-test-webhook-secret',
}
