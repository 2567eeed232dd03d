// Ports of the stack the browser tests run against, apart from npm start's so both can run at once.
export const E2E_PORTS = { apiPort: 18787, appPort: 18173, demoPort: 18174 } as const;

export const E2E_URLS = {
  api: `http://localhost:${E2E_PORTS.apiPort}`,
  app: `http://localhost:${E2E_PORTS.appPort}`,
  demo: `http://localhost:${E2E_PORTS.demoPort}`,
} as const;
