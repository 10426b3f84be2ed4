

"".repeat(-865e-1)