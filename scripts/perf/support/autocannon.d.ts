/** The part of autocannon's API the bench uses (the package ships no types). */
declare module "autocannon" {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; total: number; p50: number; p90: number; p99: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
