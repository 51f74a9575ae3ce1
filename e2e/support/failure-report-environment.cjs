// The browser tests' environment: when a test fails, what its open pages showed (address, text, page
// errors, failed requests) is added to the failure, so a CI log says why without a rerun.
const { TestEnvironment } = require('jest-environment-node');

class FailureReportEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure') return;
    // Set by e2e/support/browser.ts while a browser is open.
    const describeOpenPages = this.global.describeOpenPagesForFailure;
    if (typeof describeOpenPages !== 'function') return;
    const report = await describeOpenPages();
    if (!report) return;
    const error = new Error(report);
    error.stack = `What the browser showed when the test failed:\n${report}`;
    event.test.errors.push(error);
  }
}

module.exports = FailureReportEnvironment;
