import StreamLint
