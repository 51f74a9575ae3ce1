import { CliUsageError, PRODUCT_CLIENT, parseCliArgs } from './cli-args';

const parse = (...args: string[]) => parseCliArgs(args, '/data');

describe('parseCliArgs', () => {
  it('defaults to the given data dir and no faults', () => {
    expect(parse()).toEqual({
      help: false,
      options: { dataDir: '/data', client: PRODUCT_CLIENT },
    });
  });

  it('reads every flag', () => {
    const { options } = parse(
      '--port',
      '0',
      '--data-dir',
      '/tmp/x',
      '--reset',
      '--token-lifetime',
      '60',
      '--latency-ms',
      '20-80',
      '--error-rate',
      '429=0.1,500=0.05',
      '--drop-rate=0.01',
      '--max-concurrent',
      '4',
      '--rate-limit-reason',
      'dailyLimitExceeded',
      '--no-fixtures',
      '--messages',
      '100000',
      '--origin',
      'http://localhost:8080',
      '--redirect-uri=http://localhost:8080/cb',
      '--origin',
      'http://127.0.0.1:8081',
    );
    expect(options).toEqual({
      port: 0,
      dataDir: '/tmp/x',
      reset: true,
      tokenLifetimeSeconds: 60,
      fixturesDir: null,
      messages: 100_000,
      client: {
        origins: ['http://localhost:8080', 'http://127.0.0.1:8081'],
        redirectUris: ['http://localhost:8080/cb'],
      },
      faults: {
        latencyMs: [20, 80],
        errorRates: { '429': 0.1, '500': 0.05 },
        dropRate: 0.01,
        maxConcurrentPerUser: 4,
        rateLimitReason: 'dailyLimitExceeded',
      },
    });
  });

  it('reads a fixed latency', () => {
    expect(parse('--latency-ms', '15').options.faults).toEqual({ latencyMs: 15 });
  });

  it.each([
    [['--port', 'abc']],
    [['--error-rate', '404=0.1']],
    [['--error-rate', '429=2']],
    [['--drop-rate']],
    [['--latency-ms', '9-3']],
    [['--rate-limit-reason', 'tooFast']],
    [['--token-lifetime', '1e400']],
    [['--token-lifetime', '43201']],
    [['--messages', '1.5']],
    [['--bogus']],
  ])('refuses %j', (args) => {
    expect(() => parse(...args)).toThrow(CliUsageError);
  });
});
