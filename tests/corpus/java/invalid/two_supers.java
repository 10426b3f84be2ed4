class A extends B, C {}
