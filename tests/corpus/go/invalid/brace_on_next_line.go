package p

func f()
{
}
