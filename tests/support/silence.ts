/** Imported first by the test twin: handler logs (Powertools) stay out of the test output. */
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
