/**
 * A small Levenberg–Marquardt solver for problems with a handful of parameters and an analytic
 * Jacobian (docs/decisions/036-sprint-fit-levenberg-marquardt.md). It minimises ½·Σ rᵢ(p)² and
 * says whether it converged, so a caller can refuse a fit that did not.
 *
 * Damping follows Marquardt's scaling (λ·diag(JᵀJ)) with Nielsen's update of λ (Madsen, Nielsen &
 * Tingleff 2004, "Methods for non-linear least squares problems", IMM DTU, §3.2).
 */

export interface LeastSquaresProblem {
  /** Number of residuals m (≥ the number of parameters). */
  residualCount: number;
  /**
   * Fills `residuals` (length m) and, when given, `jacobian` (m × n, row-major: ∂rᵢ/∂pⱼ at
   * i·n + j) at `params`. Returns false when the model cannot be evaluated there.
   */
  evaluate(params: Float64Array, residuals: Float64Array, jacobian: Float64Array | null): boolean;
}

export interface LeastSquaresOptions {
  maxIterations?: number;
  /** Converged when the step is below this, relative to the parameters' size. */
  stepTolerance?: number;
  /** Converged when the largest gradient component is below this. */
  gradientTolerance?: number;
}

export interface LeastSquaresResult {
  params: Float64Array;
  /** ½·Σ rᵢ² at `params`. */
  cost: number;
  converged: boolean;
  iterations: number;
}

/**
 * Solves the symmetric positive-definite n × n system A·x = b (Cholesky); null if A is not.
 * `x` and the factor's workspace `l` may be passed in to avoid allocating.
 */
export function solveSymmetric(
  a: Float64Array,
  b: Float64Array,
  n: number,
  x = new Float64Array(n),
  l = new Float64Array(n * n),
): Float64Array | null {
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * n + j];
      for (let k = 0; k < j; k++) sum -= l[i * n + k] * l[j * n + k];
      if (i === j) {
        if (!(sum > 0)) return null;
        l[i * n + i] = Math.sqrt(sum);
      } else {
        l[i * n + j] = sum / l[j * n + j];
      }
    }
  }
  // Forward substitution L·y = b into x, then back substitution Lᵀ·x = y in place.
  for (let i = 0; i < n; i++) {
    let sum = b[i];
    for (let k = 0; k < i; k++) sum -= l[i * n + k] * x[k];
    x[i] = sum / l[i * n + i];
  }
  for (let i = n - 1; i >= 0; i--) {
    let sum = x[i];
    for (let k = i + 1; k < n; k++) sum -= l[k * n + i] * x[k];
    x[i] = sum / l[i * n + i];
  }
  return x;
}

const halfSumOfSquares = (r: Float64Array) => {
  let sum = 0;
  for (const value of r) sum += value * value;
  return sum / 2;
};

export function levenbergMarquardt(
  problem: LeastSquaresProblem,
  start: readonly number[],
  options: LeastSquaresOptions = {},
): LeastSquaresResult {
  const maxIterations = options.maxIterations ?? 200;
  const stepTolerance = options.stepTolerance ?? 1e-10;
  const gradientTolerance = options.gradientTolerance ?? 1e-14;
  const n = start.length;
  const m = problem.residualCount;

  let params = Float64Array.from(start);
  let residuals = new Float64Array(m);
  let jacobian = new Float64Array(m * n);
  // The trial point is evaluated with its Jacobian, so an accepted step needs no second call.
  let trialResiduals = new Float64Array(m);
  let trialJacobian = new Float64Array(m * n);
  if (!problem.evaluate(params, residuals, jacobian))
    return { params, cost: Number.NaN, converged: false, iterations: 0 };
  let cost = halfSumOfSquares(residuals);

  const normal = new Float64Array(n * n); // JᵀJ
  const gradient = new Float64Array(n); // Jᵀr
  const formNormalEquations = () => {
    normal.fill(0);
    gradient.fill(0);
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < n; j++) {
        const jij = jacobian[i * n + j];
        gradient[j] += jij * residuals[i];
        for (let k = 0; k <= j; k++) normal[j * n + k] += jij * jacobian[i * n + k];
      }
    }
    for (let j = 0; j < n; j++) for (let k = 0; k < j; k++) normal[k * n + j] = normal[j * n + k];
  };
  formNormalEquations();

  const largestGradient = () => gradient.reduce((max, g) => Math.max(max, Math.abs(g)), 0);
  let largestDiagonal = 0;
  for (let j = 0; j < n; j++) largestDiagonal = Math.max(largestDiagonal, normal[j * n + j]);
  let damping = 1e-6 * largestDiagonal;
  let growth = 2;
  const damped = new Float64Array(n * n);
  const negativeGradient = new Float64Array(n);
  const stepBuffer = new Float64Array(n);
  const factor = new Float64Array(n * n);
  let trial = new Float64Array(n);

  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    if (largestGradient() <= gradientTolerance)
      return { params, cost, converged: true, iterations: iteration - 1 };

    damped.set(normal);
    for (let j = 0; j < n; j++) {
      const diagonal = normal[j * n + j];
      damped[j * n + j] = diagonal + damping * (diagonal > 0 ? diagonal : 1);
      negativeGradient[j] = -gradient[j];
    }
    const step = solveSymmetric(damped, negativeGradient, n, stepBuffer, factor);
    if (!step) return { params, cost, converged: false, iterations: iteration };

    let stepSize = 0;
    let paramSize = 0;
    for (let j = 0; j < n; j++) {
      stepSize += step[j] ** 2;
      paramSize += params[j] ** 2;
    }
    if (Math.sqrt(stepSize) <= stepTolerance * (Math.sqrt(paramSize) + stepTolerance))
      return { params, cost, converged: true, iterations: iteration };

    for (let j = 0; j < n; j++) trial[j] = params[j] + step[j];
    const trialOk = problem.evaluate(trial, trialResiduals, trialJacobian);
    const trialCost = trialOk ? halfSumOfSquares(trialResiduals) : Number.POSITIVE_INFINITY;
    // Gain ratio: actual reduction over the reduction the linear model predicted.
    let predicted = 0;
    for (let j = 0; j < n; j++) {
      const diagonal = normal[j * n + j];
      predicted += step[j] * (damping * (diagonal > 0 ? diagonal : 1) * step[j] - gradient[j]);
    }
    const gain = (cost - trialCost) / (predicted / 2);

    if (Number.isFinite(trialCost) && gain > 0) {
      const swap = { params, residuals, jacobian };
      params = trial;
      residuals = trialResiduals;
      jacobian = trialJacobian;
      trial = swap.params;
      trialResiduals = swap.residuals;
      trialJacobian = swap.jacobian;
      cost = trialCost;
      formNormalEquations();
      damping *= Math.max(1 / 3, 1 - (2 * gain - 1) ** 3);
      growth = 2;
    } else {
      damping *= growth;
      growth *= 2;
      if (!Number.isFinite(damping) || damping > 1e300)
        return { params, cost, converged: false, iterations: iteration };
    }
  }
  return { params, cost, converged: false, iterations: maxIterations };
}
