/**
 * A Jest reporter that prints, at the end of the run, the slowest suites with their durations (wall time from the
 * suite's start to its end in its worker), so CI's log says where Jest's minutes go. The default reporter stays: this
 * one only adds a table. Remove it from jest.config.ts's `reporters` to switch it off.
 */
const fs = require('node:fs');

const SHOWN = 15;

class SlowestSuitesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.suites = [];
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats;
    const project = test.context.config.displayName?.name ?? '';
    this.suites.push({
      path: result.testFilePath,
      project,
      ms: end - start,
      failed: result.numFailingTests > 0 || Boolean(result.testExecError),
    });
  }

  onRunComplete() {
    if (!this.suites.length) return;
    const slowest = [...this.suites].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const total = this.suites.reduce((sum, suite) => sum + suite.ms, 0);
    const lines = slowest.map(({ path, project, ms, failed }) => {
      const relative = path.startsWith(`${this.rootDir}/`) ? path.slice(this.rootDir.length + 1) : path;
      return `${seconds(ms).padStart(8)}  ${project.padEnd(6)}  ${relative}${failed ? '  (failed)' : ''}`;
    });
    // Every suite's time, for a person comparing runs: JEST_SUITE_TIMES_FILE=<path> writes them all as JSON.
    const file = process.env.JEST_SUITE_TIMES_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify(this.suites, null, 1));
    process.stdout.write(
      `\nSlowest ${slowest.length} of ${this.suites.length} suites (suite time summed over workers: ${seconds(total)}):\n${lines.join('\n')}\n`,
    );
  }
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

module.exports = SlowestSuitesReporter;
