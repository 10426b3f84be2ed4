struct A; namespace N { extern A a; } struct A {} ::N::a;
