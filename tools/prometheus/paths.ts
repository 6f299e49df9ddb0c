/** Debian's Prometheus (package `prometheus`); PROMETHEUS_BIN points at another binary. */
export const prometheusPath = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';
